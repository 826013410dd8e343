import { describe, expect, it } from 'vitest';
import { bannerArtSvg } from './demo-art';

const texts = (svg: string) =>
  [...svg.matchAll(/<text x="(\d+)" y="(\d+)" font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m.slice(1),
  );

describe('demo banner art', () => {
  it('lays out a title and subtitle on the slides’ 750×300 grid, scaled to the card', () => {
    const slide = bannerArtSvg({
      width: 750,
      height: 300,
      title: 'T',
      subtitle: 'S',
      from: '#000',
      to: '#fff',
      rx: 24,
    });
    expect(texts(slide)).toEqual([
      ['48', '140', '64', 'T'],
      ['48', '210', '32', 'S'],
    ]);
    expect(slide).toContain('x2="1" y2="1"');
    expect(slide).toContain('rx="24"');
    const wide = bannerArtSvg({
      width: 690,
      height: 150,
      title: 'T',
      subtitle: 'S',
      from: '#000',
      to: '#fff',
      rx: 0,
      horizontal: true,
    });
    expect(texts(wide)).toEqual([
      ['24', '70', '32', 'T'],
      ['24', '105', '16', 'S'],
    ]);
    expect(wide).toContain('x2="1" y2="0"');
    expect(wide).toContain('width="690" height="150" viewBox="0 0 690 150"');
  });

  it('sets a lone title lower and larger, near the middle', () => {
    expect(
      texts(bannerArtSvg({ width: 750, height: 300, title: 'VIP', from: '#000', to: '#fff', rx: 0 })),
    ).toEqual([['48', '170', '72', 'VIP']]);
  });
});
