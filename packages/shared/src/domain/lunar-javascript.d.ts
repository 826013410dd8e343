// lunar-javascript ships no type declarations; only the calls the shared rules make are typed.
declare module 'lunar-javascript' {
  interface Lunar {
    getYear(): number;
    getYearShengXiao(): string;
    getYearInGanZhi(): string;
    getYearNaYin(): string;
  }
  interface SolarDate {
    getLunar(): Lunar;
  }
  export const Solar: { fromYmd(year: number, month: number, day: number): SolarDate };
}
