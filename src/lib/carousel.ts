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
