import { z } from 'zod';
import { WITHDRAW_RISK_CODES } from '../domain/withdraw-risk';
import { validWithdrawSchema } from './wallet';

/** `GET admin/withdraw/:id/review`: the turnover audit and risk flags beside a withdrawal (issue 15). */
export const adminWithdrawReviewSchema = z.object({
  withdrawId: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  /** The same audit the member's `/valid-withdraw` page shows (yuan). */
  turnover: validWithdrawSchema,
  facts: z.object({
    accountCreatedAt: z.string(),
    /** Yuan: successful recharges over the member's life. */
    totalDeposits: z.number(),
    /** Yuan: approved withdrawals over the member's life. */
    totalWithdrawn: z.number(),
    newestBankAt: z.string().nullable(),
    registerIp: z.string(),
    sameIpAccounts: z.array(z.string()),
    exclusionEndsAt: z.string().nullable(),
    frozen: z.boolean(),
  }),
  flags: z.array(z.object({ code: z.enum(WITHDRAW_RISK_CODES), text: z.string() })),
});
export type AdminWithdrawReview = z.infer<typeof adminWithdrawReviewSchema>;
