/** Money is stored in thousandths of a yuan (milli); the API and screens speak yuan. */
export const MILLI_PER_YUAN = 1000;

/** Thousandths of a yuan → yuan. */
export const toYuan = (milli: number): number => milli / MILLI_PER_YUAN;

/** Yuan → thousandths of a yuan, rounded to the nearest thousandth. */
export const toMilli = (yuan: number): number => Math.round(yuan * MILLI_PER_YUAN);

const formatter = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** A balance as the specs show it: zh-CN grouping with 2 to 3 decimals (spec 1 §9). */
export const formatMoney = (yuan: number | null | undefined): string =>
  formatter.format(Number.isFinite(yuan) ? (yuan as number) : 0);
