import { Swiper } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { withUploadPrefix, type Carousel } from '@sixmark/shared';
import { knownRouteSegments } from '@/config/paths';

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

/** The game center carousel: the operator's slides by sort order, autoplay and loop. */
export function GameCarousel({ slides, loading = false }: { slides: readonly Carousel[]; loading?: boolean }) {
  const navigate = useNavigate();
  // While the slides load, their box is already there: arriving later it pushed the page down.
  if (loading) {
    return (
      <div className="gc-carousel" data-part="carousel-placeholder" aria-hidden="true">
        <div className="gc-carousel__slide gc-carousel__slide--placeholder" />
      </div>
    );
  }
  if (slides.length === 0) return null;
  const sorted = [...slides].sort((a, b) => a.sort - b.sort);
  const open = (s: Carousel) => {
    const t = slideTarget(s.redirectUrl);
    if (t && 'external' in t) window.open(t.external, '_blank', 'noopener');
    else if (t) navigate(t.internal);
  };
  return (
    <div className="gc-carousel">
      <Swiper autoplay autoplayInterval={3000} loop={sorted.length > 1}>
        {sorted.map((s) => (
          <Swiper.Item key={s.id}>
            <img
              className="gc-carousel__slide"
              src={withUploadPrefix(s.noticeContent)}
              alt=""
              onClick={() => open(s)}
            />
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
