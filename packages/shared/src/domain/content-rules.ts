/**
 * Operator edits of forecast cards that must keep what members saw honest (issue 15): when a
 * card may really be deleted, and how a poll's options may change once someone voted. The
 * server enforces these; the console uses them to offer only what the server will accept.
 */

/** What a card has accumulated that members or its track record depend on. */
export interface CardHistory {
  /** A computed track record row exists. */
  hasRecord: boolean;
  /** Items whose period has a final (drawn) result: published forecasts the record judges. */
  drawnItems: number;
  /** Members who saved the card as a favourite. */
  favourites: number;
  /** Poll votes cast on the card's items. */
  votes: number;
}

/**
 * A card with any history is archived (hidden for good, rows kept) so its track record,
 * favourites and poll results stay as they were; a card nobody has used is deleted.
 */
export function cardDeleteOutcome(h: CardHistory): 'deleted' | 'archived' {
  return h.hasRecord || h.drawnItems > 0 || h.favourites > 0 || h.votes > 0 ? 'archived' : 'deleted';
}

export const POLL_LIMITS = { maxOptions: 50, textMax: 200 } as const;

export interface StoredPollOption {
  id: number;
  value: string;
}
export interface PollOptionEdit {
  /** Absent for a new option. */
  id?: number | undefined;
  text: string;
  value: string;
}

export const POLL_EDIT_MESSAGES = {
  voted: '已有会员投票：只能修改选项文字，不能增删选项或修改选项值',
  unknownOption: '选项不属于该投票，请刷新后重试',
  duplicateOption: '同一选项出现了两次',
  tooMany: `投票选项最多 ${POLL_LIMITS.maxOptions} 个`,
  emptyText: '选项文字不能为空',
} as const;

/**
 * Checks a whole new option list against the stored one; answers the Chinese refusal or null.
 * Without votes anything goes (options added, removed, reordered, re-valued). Once a vote was
 * cast the tallies belong to exactly these options and values, so only the texts may change
 * (a typo fix): the same option ids, each with its stored value, nothing added or removed.
 */
export function pollEditError(stored: readonly StoredPollOption[], next: readonly PollOptionEdit[], votes: number): string | null {
  if (next.length > POLL_LIMITS.maxOptions) return POLL_EDIT_MESSAGES.tooMany;
  if (next.some((o) => o.text.trim() === '')) return POLL_EDIT_MESSAGES.emptyText;
  const byId = new Map(stored.map((o) => [o.id, o]));
  const seen = new Set<number>();
  for (const o of next) {
    if (o.id === undefined) continue;
    if (!byId.has(o.id)) return POLL_EDIT_MESSAGES.unknownOption;
    if (seen.has(o.id)) return POLL_EDIT_MESSAGES.duplicateOption;
    seen.add(o.id);
  }
  if (votes === 0) return null;
  if (next.length !== stored.length || next.some((o) => o.id === undefined || byId.get(o.id)!.value !== o.value)) return POLL_EDIT_MESSAGES.voted;
  return null;
}

/** One item of a card as far as deleting it is concerned. */
export interface ItemUse {
  title: string;
  /** Its period has a drawn result: the forecast is part of the card's record. */
  drawn: boolean;
  /** Poll votes cast on it. */
  votes: number;
}

/**
 * Why these items (one item, or a whole group's) may not be deleted, or null. A drawn period's
 * forecast is judged by the track record and a poll's votes are members' answers: deleting
 * either would rewrite what members saw. Favourites belong to the whole card (there is no
 * per-item favourite), so they do not stop an item delete; the card's own delete archives it.
 */
export function itemDeleteError(items: readonly ItemUse[]): { reason: 'drawn' | 'voted'; message: string } | null {
  const drawn = items.find((i) => i.drawn);
  if (drawn) return { reason: 'drawn', message: `「${drawn.title || '未命名条目'}」所在期数已开奖，不能删除` };
  const voted = items.find((i) => i.votes > 0);
  if (voted) return { reason: 'voted', message: `「${voted.title || '未命名条目'}」已有 ${voted.votes} 位会员投票，不能删除` };
  return null;
}
