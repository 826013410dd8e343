import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withUploadPrefix, type AdSlot } from '@sixmark/shared';
import { IMAGE_SIZES_KEY, SEED_ELEMENT_ID, resetSeeds } from '@/lib/first-load-seed';
import { renderContent } from '../test-utils';
import { AdSlot as AdSlotView, adHasContent, findAd } from './ad-slot';

const ad = (over: Partial<AdSlot>): AdSlot => ({
  id: 1,
  templateCode: 'AD11',
  name: '首页弹窗',
  enabled: 1,
  content: '<p>新人首充</p>',
  imageUrl: '',
  redirectUrl: '',
  sort: 1,
  ...over,
});

describe('ad slots (spec 2 §2)', () => {
  it('shows AD11 only when enabled and non-empty', () => {
    expect(adHasContent(ad({}))).toBe(true);
    expect(adHasContent(ad({ content: '', imageUrl: 'a.png' }))).toBe(true);
    expect(adHasContent(ad({ enabled: 0 }))).toBe(false);
    expect(adHasContent(ad({ content: '  ', imageUrl: '' }))).toBe(false);
    expect(adHasContent(undefined)).toBe(false);
  });
  it('finds a slot by its code', () => {
    expect(findAd([ad({ templateCode: 'AD12', id: 2 }), ad({})], 'ad11')?.id).toBe(1);
    expect(findAd([ad({})], 'AD02')).toBeUndefined();
  });
  it('drops an image-only slot whose image fails to load', () => {
    renderContent(
      <AdSlotView ad={ad({ templateCode: 'AD01', content: '', imageUrl: 'gone.png' })} part="ad01" />,
    );
    fireEvent.error(screen.getByAltText('首页弹窗'));
    expect(document.querySelector('[data-part="ad01"]')).toBeNull();
  });
  it("draws an image with the size the server read for it, so it takes its room before it arrives", () => {
    const seed = document.createElement('script');
    seed.type = 'application/json';
    seed.id = SEED_ELEMENT_ID;
    seed.textContent = JSON.stringify({ [IMAGE_SIZES_KEY]: { [withUploadPrefix('banner.png')]: [750, 200] } });
    document.body.appendChild(seed);
    resetSeeds();
    try {
      renderContent(
        <>
          <AdSlotView ad={ad({ templateCode: 'AD01', name: '横幅', content: '', imageUrl: 'banner.png' })} />
          <AdSlotView ad={ad({ templateCode: 'AD02', name: '其他', content: '', imageUrl: 'other.png' })} />
        </>,
      );
      const sized = screen.getByAltText('横幅');
      expect([sized.getAttribute('width'), sized.getAttribute('height')]).toEqual(['750', '200']);
      const unknown = screen.getByAltText('其他');
      expect(unknown.hasAttribute('width') || unknown.hasAttribute('height')).toBe(false);
    } finally {
      resetSeeds();
    }
  });
});
