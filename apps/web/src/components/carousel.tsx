import { useEffect, useRef, useState } from 'react';
import { withUploadPrefix, type Carousel as Slide } from '@sixmark/shared';
import { carouselTarget } from '@/lib/carousel-link';
import { useNavigate } from '@/lib/use-navigate';

/** Autoplay interval of spec 1 §2 and spec 2 §9 (ms). */
export const CAROUSEL_AUTOPLAY_MS = 3000;

/** The class names of a carousel's parts: each page keeps its own look. */
export interface CarouselClassNames {
  root: string;
  track: string;
  item: string;
  slide: string;
  placeholder: string;
  /** With `dot`, draws the page indicator under the track. */
  indicator?: string;
  dot?: string;
}

export interface CarouselProps {
  slides: readonly Slide[];
  /** While the slides load, the carousel's box is drawn empty so nothing shifts when they come. */
  loading?: boolean;
  classNames: CarouselClassNames;
  /** The alternative text of slide `index`; empty (decorative) by default. */
  slideAlt?: (index: number) => string;
}

/**
 * The operator's slides by sort order: autoplay wrapping from the last slide to the first, paused
 * while hovered or touched; a slide opens its link (carouselTarget). A CSS scroll-snap track (the
 * browser does the swipe), not antd's Swiper: the first slide is the page's largest paint, and the
 * Swiper brought react-spring and @use-gesture into the first load and drew the slide only after
 * measuring its track.
 */
export function Carousel({ slides, loading = false, classNames: cn, slideAlt }: CarouselProps) {
  const navigate = useNavigate();
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const [current, setCurrent] = useState(0);
  const count = slides.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const id = window.setInterval(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(id);
  }, [paused, count]);

  if (loading) {
    return (
      <div className={cn.root} data-part="carousel-placeholder" aria-hidden="true">
        <div className={`${cn.slide} ${cn.placeholder}`} />
      </div>
    );
  }
  if (count === 0) return null;
  const sorted = [...slides].sort((a, b) => a.sort - b.sort);
  const open = (s: Slide) => {
    const t = carouselTarget(s.redirectUrl);
    if (t.kind === 'external') window.open(t.url, '_blank', 'noopener');
    else if (t.kind === 'internal') navigate(t.path);
  };
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setCurrent(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
  };
  return (
    <div
      className={cn.root}
      data-part="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={() => setPaused(true)}
      onTouchEnd={() => setPaused(false)}
    >
      <div className={cn.track} ref={track} onScroll={onScroll}>
        {sorted.map((s, i) => (
          <div key={s.id} className={cn.item}>
            <img
              className={cn.slide}
              src={withUploadPrefix(s.noticeContent)}
              alt={slideAlt ? slideAlt(i) : ''}
              width={750}
              height={300}
              decoding="async"
              // The first slide is the page's largest paint: fetched first, the others later.
              loading={i === 0 ? 'eager' : 'lazy'}
              // React 18 knows no fetchPriority prop; the lowercase attribute passes as it is.
              {...{ fetchpriority: i === 0 ? 'high' : 'low' }}
              onClick={() => open(s)}
            />
          </div>
        ))}
      </div>
      {cn.dot && count > 1 ? (
        <div className={cn.indicator} aria-hidden="true">
          {sorted.map((s, i) => (
            <span key={s.id} className={i === current ? `${cn.dot} is-active` : cn.dot} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
