import { describe, expect, it } from 'vitest';
import { carouselTarget } from './carousel-link';

describe('carousel redirect (spec 2 §2)', () => {
  it('opens an absolute address outside', () => {
    expect(carouselTarget('https://example.com/a')).toEqual({
      kind: 'external',
      url: 'https://example.com/a',
    });
  });
  it('accepts an internal path whose first segment is a known route', () => {
    expect(carouselTarget('/gallery/3')).toEqual({ kind: 'internal', path: '/gallery/3' });
    expect(carouselTarget('/promotional')).toEqual({ kind: 'internal', path: '/promotional' });
  });
  it('ignores unknown paths, protocol-relative and script addresses', () => {
    expect(carouselTarget('/no-such/1')).toEqual({ kind: 'none' });
    expect(carouselTarget('//evil.com/x')).toEqual({ kind: 'none' });
    expect(carouselTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(carouselTarget('')).toEqual({ kind: 'none' });
  });
  it('opens a deeper path under one of our routes inside', () => {
    expect(carouselTarget('/promotional/1/2')).toEqual({ kind: 'internal', path: '/promotional/1/2' });
  });
});
