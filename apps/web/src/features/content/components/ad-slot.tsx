import type { AdSlot as AdSlotData } from '@sixmark/shared';
import { withUploadPrefix } from '@sixmark/shared';
import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { HtmlContent } from '@/components/lazy-html-content';
import { seededImageSize } from '@/lib/first-load-seed';
import { carouselTarget } from '@/lib/carousel-link';

/** An ad slot is shown only when enabled and non-empty. */
export const adHasContent = (ad: AdSlotData | undefined): ad is AdSlotData =>
  !!ad && ad.enabled === 1 && !!(ad.content.trim() || ad.imageUrl.trim());

export const findAd = (ads: AdSlotData[] | undefined, code: string): AdSlotData | undefined =>
  ads?.find((a) => a.templateCode.toUpperCase() === code.toUpperCase());

export interface AdSlotProps {
  ad: AdSlotData | undefined;
  className?: string;
  part?: string;
}

/** An ad template (AD01…AD14): its image (with its link) and its HTML. */
export function AdSlot({ ad, className, part }: AdSlotProps) {
  const navigate = useNavigate();
  // A missing image leaves its alt text in a grey box; the slot drops it instead.
  const [broken, setBroken] = useState(false);
  if (!adHasContent(ad)) return null;
  if (broken && !ad.content.trim()) return null;
  const src = withUploadPrefix(ad.imageUrl);
  // Its room before it arrives, where the server read its size (a first-load page's top ads).
  const size = seededImageSize(src);
  const open = () => {
    const t = carouselTarget(ad.redirectUrl);
    if (t.kind === 'external') window.open(t.url, '_blank', 'noopener');
    else if (t.kind === 'internal') navigate(t.path);
  };
  return (
    <div
      className={['ad-slot', className].filter(Boolean).join(' ')}
      data-part={part}
      data-ad={ad.templateCode}
    >
      {ad.imageUrl && !broken ? (
        <img
          src={src}
          alt={ad.name}
          width={size?.width}
          height={size?.height}
          onClick={open}
          onError={() => setBroken(true)}
        />
      ) : null}
      {ad.content ? <HtmlContent html={ad.content} /> : null}
    </div>
  );
}
