/** Money is stored in thousandths of a yuan; the API speaks yuan with up to 3 decimals. */
export const MILLI = 1000;
export const toYuan = (milli: number): number => milli / MILLI;
export const toMilli = (yuan: number): number => Math.round(yuan * MILLI);
