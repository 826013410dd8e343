import { Swiper } from 'antd-mobile';
import { withUploadPrefix, type Carousel } from '@sixmark/shared';

/** The game center carousel: the operator's slides by sort order, autoplay and loop. */
export function GameCarousel({ slides }: { slides: readonly Carousel[] }) {
  if (slides.length === 0) return null;
  const sorted = [...slides].sort((a, b) => a.sort - b.sort);
  const open = (s: Carousel) => {
    if (/^https?:\/\//.test(s.redirectUrl)) window.open(s.redirectUrl, '_blank', 'noopener');
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
