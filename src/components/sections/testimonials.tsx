import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react"
import styled from "styled-components"
import type { Swiper } from "swiper"
import { ChevronLeft, ChevronRight } from "lucide-react"
import Section from "../ui/section"
import { Card } from "../ui/card-grid"
import VisuallyHidden from "../ui/visually-hidden"
import UnconfirmedMark from "../ui/unconfirmed-mark"
import { useSiteData } from "../../hooks/use-site-data"
import { usePageFrame } from "../../hooks/use-page-frame"
import { quoted } from "../../lib/french-typography"
import { useSectionText } from "../../hooks/use-section-text"
import { fillSlots } from "../../lib/facts"
import { SLIDE_GAP_PX, type Direction, canMove, slidesPerViewAt, startCarousel, steerCarousel } from "../../lib/carousel"

/** Slide width for `perView` slides in view with the gap swiper will use. */
const slideWidth = (perView: number) => `calc((100% - ${SLIDE_GAP_PX * (perView - 1)}px) / ${perView})`

/*
 * The server HTML lays the slides out exactly as swiper will (same widths and gap per breakpoint), so starting
 * swiper later changes nothing on screen. Before it starts (or without JavaScript) the row scrolls natively.
 */
const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  &:not(.swiper-initialized) {
    overflow-x: auto;
    scroll-snap-type: x mandatory;
  }
  /* The scrollbar hides only where the buttons will move the row: without JavaScript it is how a mouse reaches the rest. */
  ${({ theme }) => theme.media.scripting} {
    &:not(.swiper-initialized) {
      scrollbar-width: none;
    }
    &:not(.swiper-initialized)::-webkit-scrollbar {
      display: none;
    }
  }
  ${({ theme }) => theme.media.print} {
    overflow: visible !important;
  }
`

const Track = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  transition-property: transform;
  transition-timing-function: ease;
  /* On paper every testimonial, one under another, wherever swiper had moved them. */
  ${({ theme }) => theme.media.print} {
    display: block;
    transform: none !important;
  }
`

const Slide = styled(Card)`
  flex-shrink: 0;
  width: ${slideWidth(1)};
  margin-right: ${SLIDE_GAP_PX}px;
  scroll-snap-align: start;
  ${({ theme }) => theme.media.medium} {
    width: ${slideWidth(2)};
  }
  ${({ theme }) => theme.media.large} {
    width: ${slideWidth(3)};
  }
  ${({ theme }) => theme.media.print} {
    width: auto !important;
    margin: 0 0 ${({ theme }) => theme.space.md} !important;
  }
`

const Quote = styled.blockquote`
  margin: 0;
  p {
    font-style: italic;
  }
  footer {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  footer span {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Controls = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.print} {
    display: none;
  }
  /* Without JavaScript the buttons could move nothing: the row scrolls instead. */
  ${({ theme }) => theme.media.noScripting} {
    display: none;
  }
`

const MoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`

interface TestimonialsProps {
  title: string
  description?: string | null
  items: ReadonlyArray<{ content: string; author: string; location: string; sample?: boolean | null }>
}

/** "Testimonials 2 to 4 of 6", read out after the visitor moves the carousel. */
const positionText = (words: { positionOne: string; positionMany: string }, first: number, perView: number, count: number) => {
  if (perView === 1) return fillSlots(words.positionOne, { first: first + 1, count })
  const last = ((first + perView - 1) % count) + 1
  return fillSlots(words.positionMany, { first: first + 1, last, count })
}

/**
 * A looping carousel of patient testimonials (1, 2 or 3 in view by width); none at all when
 * compliance.showTestimonials is false in data/site.yaml. Swiper loads when the carousel nears the viewport
 * (or on the first press of a button or arrow key), so it never delays the page.
 */
const Testimonials = ({ title, description, items }: TestimonialsProps) => {
  const { compliance } = useSiteData()
  const { language } = usePageFrame()
  const text = useSectionText().testimonials
  const viewport = useRef<HTMLDivElement>(null)
  const swiper = useRef<Promise<{ instance: Swiper; move: (direction: Direction) => void }> | null>(null)
  const viewportId = useId()
  const count = items.length
  // The server cannot know the width: it renders the buttons enabled unless one testimonial could never move.
  const [movable, setMovable] = useState(count > 1)
  const [position, setPosition] = useState("")

  const ensureSwiper = useCallback(() => {
    if (!swiper.current && viewport.current)
      swiper.current = startCarousel(viewport.current, count).then((instance) => ({
        instance,
        move: steerCarousel(instance, () =>
          setPosition(positionText(text, instance.realIndex, slidesPerViewAt(window.innerWidth), count)),
        ),
      }))
    return swiper.current
  }, [count, text])

  const move = (direction: Direction) => ensureSwiper()?.then((carousel) => carousel.move(direction))

  useEffect(() => {
    const update = () => setMovable(canMove(count, window.innerWidth))
    update()
    window.addEventListener("resize", update, { passive: true })
    return () => window.removeEventListener("resize", update)
  }, [count])

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    // Without IntersectionObserver (older browsers) swiper loads on the first button press or arrow key instead.
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) {
                observer?.disconnect()
                ensureSwiper()
              }
            },
            { rootMargin: "200px" },
          )
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      // Put the slides back in their server order before React removes them.
      swiper.current?.then(({ instance }) => instance.destroy(true, true))
      swiper.current = null
    }
  }, [ensureSwiper])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || !movable) return
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault()
      move(event.key === "ArrowRight" ? "next" : "previous")
    }
  }

  if (!compliance.showTestimonials) return null
  return (
    <Section title={title} description={description} tone="tinted">
      <Viewport
        ref={viewport}
        id={viewportId}
        className="swiper"
        role="group"
        aria-roledescription={text.carousel}
        aria-label={title}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <Track className="swiper-wrapper">
          {items.map((item) => (
            <Slide key={item.author + item.content} className="swiper-slide">
              <Quote>
                <p>{quoted(item.content, language)}</p>
                <footer>
                  {item.author}
                  <UnconfirmedMark shown={item.sample === true} label={text.sample} />
                  <span>{item.location}</span>
                </footer>
              </Quote>
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Controls>
        <MoveButton
          type="button"
          aria-controls={viewportId}
          aria-label={text.previous}
          disabled={!movable}
          onClick={() => move("previous")}
        >
          <ChevronLeft aria-hidden="true" focusable="false" size={24} />
        </MoveButton>
        <MoveButton
          type="button"
          aria-controls={viewportId}
          aria-label={text.next}
          disabled={!movable}
          onClick={() => move("next")}
        >
          <ChevronRight aria-hidden="true" focusable="false" size={24} />
        </MoveButton>
      </Controls>
      <VisuallyHidden aria-live="polite">{position}</VisuallyHidden>
    </Section>
  )
}

export default Testimonials
