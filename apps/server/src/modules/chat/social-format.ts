import { chatSocialMsg } from '@sixmark/shared';

/** A message row joined for a list (contacts, customer-service rooms, reports). */
export interface LastMessageColumns {
  msg_id: number | string | null;
  msg_type: string | null;
  msg_body: string | null;
  msg_at: Date | null;
  msg_deleted: boolean | null;
}

/**
 * The last message as lists show it (content type and body, spec 3 Contacts). A message
 * deleted for everyone shows as type `deleted` with the notice text, never its old body.
 */
export function lastMessageOf(r: LastMessageColumns): { id: number; type: string; content: string; created_at: string } | null {
  if (r.msg_id === null || r.msg_at === null) return null;
  if (r.msg_deleted) return { id: Number(r.msg_id), type: 'deleted', content: chatSocialMsg.deletedForEveryone, created_at: r.msg_at.toISOString() };
  return { id: Number(r.msg_id), type: r.msg_type ?? 'text', content: r.msg_body ?? '', created_at: r.msg_at.toISOString() };
}
