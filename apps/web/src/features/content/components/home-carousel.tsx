import { Swiper } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { withUploadPrefix, type Carousel } from '@sixmark/shared';
import { carouselTarget } from '../utils/carousel-link';

/** Carousel constants of spec 2 §9. */
export const CAROUSEL = { autoplayMs: 3000, gapPx: 12 } as const;

/** Home carousel: autoplay 3000 ms, loop, 12 px gap, paused while hovered. */
export function HomeCarousel({ slides }: { slides: Carousel[] }) {
  const navigate = useNavigate();
  const [hover, setHover] = useState(false);
  if (slides.length === 0) return null;
  const sorted = [...slides].sort((a, b) => a.sort - b.sort);
  const open = (s: Carousel) => {
    const t = carouselTarget(s.redirectUrl);
    if (t.kind === 'external') window.open(t.url, '_blank', 'noopener');
    else if (t.kind === 'internal') navigate(t.path);
  };
  return (
    <div
      className="home__carousel"
      data-part="carousel"
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
    >
      <Swiper
        autoplay={!hover}
        autoplayInterval={CAROUSEL.autoplayMs}
        loop={sorted.length > 1}
        style={{ '--track-padding': '0' }}
      >
        {sorted.map((s) => (
          <Swiper.Item key={s.id} style={{ padding: `0 ${CAROUSEL.gapPx / 2}px` }}>
            <img
              className="home__slide"
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
