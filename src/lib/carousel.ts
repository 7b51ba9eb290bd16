import type { Swiper } from "swiper"
import { theme } from "../styles/theme"

/** Space between testimonials, in px: the server CSS and swiper must use the same number so init moves nothing. */
export const SLIDE_GAP_PX = 24

/** Testimonials in view: 1 below 768 px, 2 below 1024 px, 3 from 1024 px. */
export const slidesPerViewAt = (viewportWidth: number): number =>
  viewportWidth >= theme.breakpoints.large ? 3 : viewportWidth >= theme.breakpoints.medium ? 2 : 1

/** The carousel can move only when it holds more testimonials than fit in view. */
export const canMove = (count: number, viewportWidth: number): boolean => count > slidesPerViewAt(viewportWidth)

/**
 * Loads swiper's core (no modules: the buttons and arrow keys are the component's own) and starts it on `element`,
 * whose server-rendered slides already stand where swiper will put them. Loaded on demand so pages without
 * a carousel, and the first paint of pages with one, carry none of its JavaScript.
 */
export const startCarousel = async (element: HTMLElement, count: number): Promise<Swiper> => {
  const { default: SwiperCore } = await import(/* webpackChunkName: "swiper" */ "swiper")
  const reduceMotion = window.matchMedia(theme.media.reducedMotion.replace("@media ", "")).matches
  const breakpointParams = (width: number) => ({
    slidesPerView: slidesPerViewAt(width),
    loop: canMove(count, width),
  })
  // Native scrolling is the no-JavaScript fallback; swiper moves the slides by transform instead.
  element.scrollLeft = 0
  return new SwiperCore(element, {
    ...breakpointParams(0),
    spaceBetween: SLIDE_GAP_PX,
    speed: reduceMotion ? 0 : 400,
    watchOverflow: true,
    breakpoints: {
      [theme.breakpoints.medium]: breakpointParams(theme.breakpoints.medium),
      [theme.breakpoints.large]: breakpointParams(theme.breakpoints.large),
    },
  })
}

export type Direction = "previous" | "next"

/**
 * Steers a started carousel: each call moves it once, in order, the next move starting when the one before has
 * finished (a looping swiper ignores a move asked for while it still slides, so quick clicks were lost). It also keeps
 * the first testimonial in view when the number in view changes on a resize (swiper re-seats its loop on another).
 * `onMoved` runs once each move has started.
 */
export const steerCarousel = (instance: Swiper, onMoved: () => void): ((direction: Direction) => void) => {
  const queue: Direction[] = []
  let first = instance.realIndex
  const moveNext = () => {
    if (instance.destroyed || instance.animating) return
    const direction = queue.shift()
    if (!direction) return
    if (direction === "next") instance.slideNext()
    else instance.slidePrev()
    onMoved()
  }
  // Emitted only for moves (buttons, keys, a swipe), not for swiper re-seating the slides on a resize.
  instance.on("slideChangeTransitionEnd", () => {
    first = instance.realIndex
  })
  instance.on("transitionEnd", moveNext)
  // Runs after swiper's own resize handling (which swiper registers first).
  instance.on("resize", () => {
    if (instance.realIndex !== first) instance.slideToLoop(first, 0, false)
  })
  return (direction) => {
    queue.push(direction)
    moveNext()
  }
}
