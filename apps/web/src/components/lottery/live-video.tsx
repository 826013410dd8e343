import { useEffect, useRef } from 'react';

export interface LiveVideoProps {
  url: string;
  poster?: string;
  onEnded?: () => void;
  /** The address could not be played (missing or broken resource). */
  onError?: () => void;
  className?: string;
}

const isHls = (url: string) => /\.m3u8(\?|$)/i.test(url);

/** Plays a live or recorded draw: HLS through hls.js, native HLS on Safari, anything else directly. */
export function LiveVideo({ url, poster, onEnded, onError, className }: LiveVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onEndedRef = useRef(onEnded);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onEndedRef.current = onEnded;
    onErrorRef.current = onError;
  }, [onEnded, onError]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    if (isHls(url) && !video.canPlayType('application/vnd.apple.mpegurl')) {
      // hls.js is loaded only when a stream is actually opened.
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          video.src = url;
          return;
        }
        const hls = new Hls({ lowLatencyMode: true });
        hls.loadSource(url);
        hls.attachMedia(video);
        hls.on(Hls.Events.ERROR, (_e, data) => {
          if (data.fatal) onEndedRef.current?.();
        });
        destroy = () => hls.destroy();
      });
    } else {
      video.src = url;
    }
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url]);

  return (
    <video
      ref={videoRef}
      className={['live-video', className].filter(Boolean).join(' ')}
      poster={poster}
      controls
      autoPlay
      muted
      playsInline
      onEnded={() => onEndedRef.current?.()}
      onError={() => onErrorRef.current?.()}
    />
  );
}
