import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { tablesForDrawDate, type YearTables } from '@sixmark/shared';

/** The `?gameId=` a tutorial or odds page was opened with (from the betting page), if valid. */
export function useGameIdQuery(): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('gameId'));
  return Number.isInteger(id) && id > 0 && id <= 100_000 ? id : undefined;
}

/** `?gameId=90` to carry the game between the betting page, the tutorials and the odds table. */
export const gameQuery = (gameId: number | undefined): string => (gameId ? `?gameId=${gameId}` : '');

/** The zodiac and five-element tables of today's lunar year (HKT), read once per page. */
export function useThisYearTables(): YearTables {
  const [tables] = useState(() => tablesForDrawDate(Date.now()));
  return tables;
}
