import { UpOutline } from 'antd-mobile-icons';
import { UI } from '@sixmark/shared';
import { useEffect, useRef, useState, type CSSProperties } from 'react';

export interface BackToTopProps {
  /** Scroll distance in px after which the button shows (home: 3000). */
  threshold?: number;
  /** Scroll-up animation length in ms. */
  duration?: number;
  className?: string;
  style?: CSSProperties;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** Animates the window to the top over `duration` ms. */
export function scrollToTop(duration: number = UI.backToTopDurationMs): void {
  const start = window.scrollY;
  if (start <= 0) return;
  if (duration <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeOutCubic(t))));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** A back-to-top button that shows after `threshold` px of scrolling (spec 1 §2, §9). */
export function BackToTop({
  threshold = UI.backToTop,
  duration = UI.backToTopDurationMs,
  className,
  style,
}: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  const frame = useRef<number | null>(null);
  useEffect(() => {
    const check = () => {
      frame.current = null;
      setVisible(window.scrollY > threshold);
    };
    // Scroll fires per frame at most once here; reading scrollY more often only costs layout.
    const onScroll = () => {
      if (frame.current === null) frame.current = requestAnimationFrame(check);
    };
    // The first read waits for a frame too: on mount (the first render) it would force a layout
    // in the middle of rendering the page.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, [threshold]);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="返回顶部"
      className={['back-to-top', className].filter(Boolean).join(' ')}
      style={style}
      onClick={() => scrollToTop(duration)}
    >
      <UpOutline />
    </button>
  );
}
