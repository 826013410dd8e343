import { describe, expect, it } from 'vitest';
import { adminGameUpdateSchema, displayedBalance, gameListQuerySchema, isInternalGame, livePlayQuerySchema } from './games';

describe('game center schemas and helpers', () => {
  it('shows money + liveMoney exactly', () => {
    expect(displayedBalance({ money: 0.1, liveMoney: 0.2 })).toBe(0.3);
    expect(displayedBalance({ money: 123.456, liveMoney: 0 })).toBe(123.456);
  });

  it('opens lottery games (type LOTTERY or empty) on the internal page', () => {
    expect(isInternalGame({ type: 'LOTTERY' })).toBe(true);
    expect(isInternalGame({ type: '' })).toBe(true);
    expect(isInternalGame({ type: 'LIVE' })).toBe(false);
  });

  it('defaults the list to the hot tab, 30 rows, and bounds its inputs', () => {
    expect(gameListQuerySchema.parse({})).toMatchObject({ groupType: 'hot', page: 1, rows: 30 });
    expect(gameListQuerySchema.safeParse({ rows: '101' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ liveCode: "AG;DROP" }).success).toBe(false);
    expect(livePlayQuerySchema.safeParse({ liveCode: 'SANDBOX', autoTransfer: '2' }).success).toBe(false);
  });

  it('changes only the fields an operator update sends', () => {
    expect(adminGameUpdateSchema.parse({ gameName: '新名' })).toEqual({ gameName: '新名' });
  });
});
