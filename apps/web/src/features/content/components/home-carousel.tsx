import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { withUploadPrefix, type Carousel } from '@sixmark/shared';
import { carouselTarget } from '../utils/carousel-link';

/** Carousel constants of spec 2 §9. */
export const CAROUSEL = { autoplayMs: 3000, gapPx: 12 } as const;

/**
 * Home carousel: autoplay 3000 ms, wraps from the last slide to the first, 12 px gap, paused while
 * hovered or touched, with a page indicator. A CSS scroll-snap track (the browser does the swipe),
 * not antd's Swiper, so home does not load @use-gesture (issue 16).
 */
export function HomeCarousel({ slides, loading = false }: { slides: Carousel[]; loading?: boolean }) {
  const navigate = useNavigate();
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const [current, setCurrent] = useState(0);
  const count = slides.length;

  // Autoplay: scroll the track to the next slide (wrapping) every autoplayMs.
  useEffect(() => {
    if (paused || count < 2) return;
    const id = window.setInterval(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, CAROUSEL.autoplayMs);
    return () => window.clearInterval(id);
  }, [paused, count]);

  // While the slides load, the carousel's box is already there (no layout shift when they come).
  if (loading) {
    return (
      <div className="home__carousel" data-part="carousel-placeholder" aria-hidden="true">
        <div className="home__slide home__slide--placeholder" />
      </div>
    );
  }
  if (count === 0) return null;
  const sorted = [...slides].sort((a, b) => a.sort - b.sort);
  const open = (s: Carousel) => {
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
      className="home__carousel"
      data-part="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={() => setPaused(true)}
      onTouchEnd={() => setPaused(false)}
    >
      <div className="home__track" ref={track} onScroll={onScroll}>
        {sorted.map((s, i) => (
          <div key={s.id} className="home__slide-item" style={{ padding: `0 ${CAROUSEL.gapPx / 2}px` }}>
            {/* The first slide is the page's largest paint: fetched first, the others later. */}
            <img
              className="home__slide"
              src={withUploadPrefix(s.noticeContent)}
              alt={`轮播图 ${i + 1}`}
              width={750}
              height={300}
              decoding="async"
              loading={i === 0 ? 'eager' : 'lazy'}
              // React 18 knows no fetchPriority prop; the lowercase attribute passes as it is.
              {...{ fetchpriority: i === 0 ? 'high' : 'low' }}
              onClick={() => open(s)}
            />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="home__indicator" aria-hidden="true">
          {sorted.map((s, i) => (
            <span key={s.id} className={i === current ? 'home__dot is-active' : 'home__dot'} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
