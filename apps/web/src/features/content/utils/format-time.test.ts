import { describe, expect, it } from 'vitest';
import { formatPromoTime } from './format-time';

describe('promotion time', () => {
  it('shows YYYY/MM/DD HH:mm', () => {
    expect(formatPromoTime('2026-11-20 12:03:11')).toBe('2026/11/20 12:03');
  });
  it('keeps what it cannot read', () => {
    expect(formatPromoTime('长期有效')).toBe('长期有效');
  });
});
