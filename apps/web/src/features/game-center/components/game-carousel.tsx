import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { withUploadPrefix, type Carousel } from '@sixmark/shared';
import { knownRouteSegments } from '@/config/paths';

/** Autoplay interval of spec 1 §2 (ms). */
export const GC_CAROUSEL_AUTOPLAY_MS = 3000;

/**
 * Where a slide goes: an absolute address opens in a new window, a path whose first segment is
 * one of our routes opens in the app, anything else does nothing.
 */
export function slideTarget(redirectUrl: string): { external: string } | { internal: string } | null {
  const url = redirectUrl.trim();
  if (/^https?:\/\//i.test(url)) return { external: url };
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return knownRouteSegments.has(url.split(/[/?#]/)[1] ?? '') ? { internal: url } : null;
}

/**
 * The game center carousel: the operator's slides by sort order, autoplay wrapping to the first.
 * A CSS scroll-snap track (the browser does the swipe) instead of antd's Swiper: the first slide
 * is the page's LCP, and the Swiper brought react-spring and @use-gesture into the route's first
 * load and drew the slide only after measuring its track (issue 16).
 */
export function GameCarousel({ slides, loading = false }: { slides: readonly Carousel[]; loading?: boolean }) {
  const navigate = useNavigate();
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const id = window.setInterval(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, GC_CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(id);
  }, [paused, count]);

  // While the slides load, their box is already there: arriving later it pushed the page down.
  if (loading) {
    return (
      <div className="gc-carousel" data-part="carousel-placeholder" aria-hidden="true">
        <div className="gc-carousel__slide gc-carousel__slide--placeholder" />
      </div>
    );
  }
  if (count === 0) return null;
  const sorted = [...slides].sort((a, b) => a.sort - b.sort);
  const open = (s: Carousel) => {
    const t = slideTarget(s.redirectUrl);
    if (t && 'external' in t) window.open(t.external, '_blank', 'noopener');
    else if (t) navigate(t.internal);
  };
  return (
    <div
      className="gc-carousel"
      data-part="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={() => setPaused(true)}
      onTouchEnd={() => setPaused(false)}
    >
      <div className="gc-carousel__track" ref={track}>
        {sorted.map((s, i) => (
          <div key={s.id} className="gc-carousel__item">
            <img
              className="gc-carousel__slide"
              src={withUploadPrefix(s.noticeContent)}
              alt=""
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
    </div>
  );
}
