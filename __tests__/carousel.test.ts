import type { Swiper } from "swiper"
import { steerCarousel } from "../src/lib/carousel"

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
