import { z } from 'zod';
import { idInt, safeText } from './input';

/** Operator console (issue 15): notices as the member app reads them (notice_list.json). */
export const NOTICE_KINDS = ['index_notice', 'lottery_notice'] as const;
export const NOTICE_KIND_NAMES: Record<(typeof NOTICE_KINDS)[number], string> = {
  index_notice: '首页弹窗公告',
  lottery_notice: '开奖滚动公告',
};
export const adminNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;
export const adminNoticeInputSchema = z.object({
  title: safeText(100).min(1),
  content: safeText(2000, { multiline: true }).min(1),
  enabled: z.boolean(),
});
export type AdminNoticeInput = z.infer<typeof adminNoticeInputSchema>;
export const adminNoticeParams = z.object({ id: idInt() });
