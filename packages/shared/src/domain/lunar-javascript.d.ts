// lunar-javascript ships no type declarations; only the calls the rule tests make are typed.
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
  interface SolarDate {
    getYear(): number;
    getMonth(): number;
    getDay(): number;
  }
  export const Solar: { fromYmd(year: number, month: number, day: number): SolarDate };
  export const Lunar: {
    fromYmd(year: number, month: number, day: number): Lunar & { getSolar(): SolarDate };
  };
}
