import { Component, type ErrorInfo, type ReactNode } from "react"
import ErrorScreen from "./error-screen"

interface State {
  error: unknown
}

/** Catches a render error anywhere in a page and shows the error screen instead of a blank page. */
class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Render error", error, info.componentStack)
  }

  render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children
  }
}

export default ErrorBoundary
