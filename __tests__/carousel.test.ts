import SwiperCore, { type Swiper } from "swiper"
import { canMove, SLIDE_GAP_PX, slidesPerViewAt, startCarousel, steerCarousel } from "../src/lib/carousel"

jest.mock("swiper", () => ({ __esModule: true, default: jest.fn() }))

/** Just enough of swiper: a looping row of `count` slides that takes `speed` ms to move, and its events. */
const fakeSwiper = (count: number, speed: number) => {
  const listeners: Record<string, Array<() => void>> = {}
  const emit = (event: string) => listeners[event]?.forEach((listener) => listener())
  const swiper = {
    realIndex: 0,
    animating: false,
    destroyed: false,
    on: (event: string, listener: () => void) => {
      ;(listeners[event] ??= []).push(listener)
    },
    slideToLoop: jest.fn((index: number) => {
      swiper.realIndex = index
    }),
    emit,
  }
  // Like swiper in loop mode, a move asked for while sliding is dropped.
  const slide = (step: number) => {
    if (swiper.animating) return
    swiper.realIndex = (swiper.realIndex + step + count) % count
    const finish = () => {
      swiper.animating = false
      emit("transitionEnd")
      emit("slideChangeTransitionEnd")
    }
    if (speed === 0) return finish()
    swiper.animating = true
    setTimeout(finish, speed)
  }
  return Object.assign(swiper, { slideNext: () => slide(1), slidePrev: () => slide(-1) })
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("steering the carousel", () => {
  it("moves once for each call, however quick, one move after another", () => {
    const swiper = fakeSwiper(6, 400)
    const moved = jest.fn()
    const move = steerCarousel(swiper as unknown as Swiper, moved)
    move("next")
    jest.advanceTimersByTime(100)
    move("next")
    jest.advanceTimersByTime(100)
    move("next")
    expect(swiper.realIndex).toBe(1)
    jest.advanceTimersByTime(2000)
    expect(swiper.realIndex).toBe(3)
    expect(moved).toHaveBeenCalledTimes(3)
    move("previous")
    move("previous")
    jest.advanceTimersByTime(2000)
    expect(swiper.realIndex).toBe(1)
  })

  it("moves at once without animation (reduced motion)", () => {
    const swiper = fakeSwiper(6, 0)
    const move = steerCarousel(swiper as unknown as Swiper, () => undefined)
    move("next")
    move("next")
    expect(swiper.realIndex).toBe(2)
  })

  it("puts the first testimonial back in front after a resize re-seated the loop on another", () => {
    const swiper = fakeSwiper(6, 0)
    const move = steerCarousel(swiper as unknown as Swiper, () => undefined)
    move("next")
    swiper.realIndex = 4
    swiper.emit("resize")
    expect(swiper.slideToLoop).toHaveBeenCalledWith(1, 0, false)
    expect(swiper.realIndex).toBe(1)
    swiper.emit("resize")
    expect(swiper.slideToLoop).toHaveBeenCalledTimes(1)
  })
})

describe("testimonials in view", () => {
  it("are 1 below 768 px, 2 below 1024 px and 3 from 1024 px", () => {
    expect([0, 767, 768, 1023, 1024, 1920].map(slidesPerViewAt)).toEqual([1, 1, 2, 2, 3, 3])
  })

  it("can move only when there are more than fit in view", () => {
    expect(canMove(2, 767)).toBe(true)
    expect(canMove(3, 1024)).toBe(false)
    expect(canMove(4, 1024)).toBe(true)
  })
})

describe("starting the carousel", () => {
  const start = async (count: number, reduceMotion: boolean) => {
    window.matchMedia = jest.fn(
      (query: string) => ({ matches: reduceMotion && query === "(prefers-reduced-motion: reduce)" }) as MediaQueryList,
    )
    const element = document.createElement("div")
    element.scrollLeft = 120
    await startCarousel(element, count)
    const [target, options] = jest.mocked(SwiperCore).mock.lastCall as unknown as [HTMLElement, Record<string, unknown>]
    return { element, target, options }
  }

  it("lays the slides out per width, looping only where more testimonials than fit, from the start of the row", async () => {
    const { element, target, options } = await start(2, false)
    expect(target).toBe(element)
    expect(element.scrollLeft).toBe(0)
    expect(options).toEqual({
      slidesPerView: 1,
      loop: true,
      spaceBetween: SLIDE_GAP_PX,
      speed: 400,
      watchOverflow: true,
      breakpoints: { 768: { slidesPerView: 2, loop: false }, 1024: { slidesPerView: 3, loop: false } },
    })
  })

  it("moves without animation for a visitor who asked for reduced motion", async () => {
    const { options } = await start(6, true)
    expect(options.speed).toBe(0)
  })
})
