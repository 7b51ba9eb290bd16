/**
 * Whether the visitor has navigated inside the site since landing. The page
 * they land on shows at once (no fade may delay its largest paint); pages
 * reached by client-side navigation fade in.
 */
let navigatedSinceLanding = false

export const markClientNavigation = (): void => {
  navigatedSinceLanding = true
}

export const hasNavigatedSinceLanding = (): boolean => navigatedSinceLanding
