import type { MemberStatus } from '@sixmark/shared';

/** Shared by the member search and detail pages. */
export const STATUS_COLORS: Record<MemberStatus, string> = { active: 'green', reset_password: 'orange', disabled: 'red' };
export const fmtTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—');
