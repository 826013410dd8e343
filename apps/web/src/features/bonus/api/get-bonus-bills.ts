import { queryOptions, useQuery } from '@tanstack/react-query';
import { Bill, type BillRow } from '@sixmark/shared';
import { http } from '@/lib/http';
import { BONUS_KEYS } from './keys';

/** The bill types that are gifts to the member rather than their own money moving. */
export const BONUS_BILL_TYPES = [
  Bill.signUpGift,
  Bill.promotionBonus,
  Bill.bettingBonus,
  Bill.washCodeRebate,
  Bill.vipReward,
  Bill.rechargeBonus,
  Bill.firstRechargeBonus,
] as const;

/** Most recent rows shown per type (and so at most this many of each in the merged list). */
export const BONUS_ROWS = 20;

export interface BonusBills {
  /** Newest first, across every bonus type. */
  rows: BillRow[];
  /** How many bonus bills exist in all. */
  totalCount: number;
}

/**
 * `GET /api/bills?billType=` once per bonus type: the bills API filters on a single type,
 * and six small parallel calls are cheaper than paging through every bill.
 */
export async function getBonusBills(): Promise<BonusBills> {
  const pages = await Promise.all(
    BONUS_BILL_TYPES.map((billType) =>
      http.get<{ data: BillRow[]; totalCount: number }>('/api/bills', { params: { billType, page: 1, rows: BONUS_ROWS } }),
    ),
  );
  const rows = pages.flatMap((p) => p.data).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return { rows, totalCount: pages.reduce((n, p) => n + p.totalCount, 0) };
}

export const bonusBillsQueryOptions = () => queryOptions({ queryKey: [BONUS_KEYS.bonusBills], queryFn: getBonusBills, staleTime: 30_000 });

export const useBonusBills = () => useQuery(bonusBillsQueryOptions());
