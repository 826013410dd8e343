import type { GameRw, TeamDay, TeamRws } from '@sixmark/shared';

/** A figure summed over lottery, sports and live games. */
export const totalOf = (r: Pick<TeamRws, 'lottery' | 'sports' | 'live'>, field: keyof GameRw): number =>
  Math.round((r.lottery[field] + r.sports[field] + r.live[field]) * 1000) / 1000;

/** `MM/DD` of a `YYYY-MM-DD` day, for chart axes. */
export const shortDay = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

/** One chart series out of the daily rows. */
export const column = (days: TeamDay[], field: Exclude<keyof TeamDay, 'date'>): number[] => days.map((d) => d[field]);
