import { Bill, systemDayRange } from '@sixmark/shared';

/** Deposits: transfer, online, QR, virtual currency, third party, manual deposit. */
export const DEPOSIT_BILLS: number[] = [
  Bill.transferRecharge,
  Bill.onlinePayment,
  Bill.qrRecharge,
  Bill.virtualCurrencyRecharge,
  Bill.thirdPartyRecharge,
  Bill.manualDeposit,
];

/** A withdrawal paid out (the frozen amount leaves). */
export const WITHDRAW_PAID_BILL: number = Bill.withdrawSuccess;

/** Which bill types make each kind's stakes, wins and rebates (docs/agents.md). */
export const KINDS = {
  lottery: {
    bet: [Bill.lotteryBet, Bill.chaseBet, Bill.lotteryCancelRefund, Bill.chaseCancelRefund] as number[],
    win: [Bill.lotteryPayout, Bill.drawRefund] as number[],
    rebate: [Bill.rebate] as number[],
  },
  live: { bet: [Bill.gameBet] as number[], win: [Bill.gamePayout] as number[], rebate: [Bill.washCodeRebate] as number[] },
  // No ledger kind tells sports apart yet (no sports provider): always zero.
  sports: { bet: [] as number[], win: [] as number[], rebate: [] as number[] },
};
export type Kind = keyof typeof KINDS;

/** `[start, end)` instants of a system-zone day. */
export const dayBounds = (date: string, tz: string) => systemDayRange(date, tz);
