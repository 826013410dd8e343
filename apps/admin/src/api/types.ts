import type { z } from 'zod';
import type { adminRechargeRowSchema, adminWithdrawRowSchema, historyRowSchema, openInfoSchema } from '@sixmark/shared';

/** Types of the answers the console reads, from the shared schemas the server answers with. */
export type Paged<T> = { data: T[]; totalCount: number };
export type AdminWithdrawRow = z.infer<typeof adminWithdrawRowSchema>;
export type AdminRechargeRow = z.infer<typeof adminRechargeRowSchema>;
export type HistoryRow = z.infer<typeof historyRowSchema>;
export type OpenInfo = z.infer<typeof openInfoSchema>;
