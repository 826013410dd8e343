import { DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';

export interface QrCodeProps {
  value: string;
  /** Pixels of the drawn image (it is shown at 200 px). */
  size?: number;
  alt?: string;
}

/**
 * A QR code of `value` as an image. The encoder (`qrcode`) is imported when the first code is
 * drawn, so only the link pages pay for it.
 */
export function QrCode({ value, size = 400, alt = '推广二维码' }: QrCodeProps) {
  // Keyed by the value it was drawn for, so a new value never shows the old code.
  const [drawn, setDrawn] = useState<{ value: string; src: string | null } | null>(null);
  useEffect(() => {
    let alive = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' }))
      .then((src) => alive && setDrawn({ value, src }))
      .catch(() => alive && setDrawn({ value, src: null }));
    return () => {
      alive = false;
    };
  }, [value, size]);
  const current = drawn?.value === value ? drawn : null;
  if (current && !current.src) return <div className="agent-qr">二维码生成失败</div>;
  return (
    <div className="agent-qr" data-testid="agent-qr" data-value={current ? value : undefined}>
      {current?.src ? <img src={current.src} alt={alt} /> : <DotLoading />}
    </div>
  );
}
