import { describe, expect, it } from 'vitest';
import { cardDeleteOutcome, itemDeleteError, POLL_EDIT_MESSAGES, pollEditError } from './content-rules';

const none = { hasRecord: false, drawnItems: 0, favourites: 0, votes: 0 };

describe('cardDeleteOutcome', () => {
  it('deletes a card nobody used and archives one with any history', () => {
    expect(cardDeleteOutcome(none)).toBe('deleted');
    expect(cardDeleteOutcome({ ...none, hasRecord: true })).toBe('archived');
    expect(cardDeleteOutcome({ ...none, drawnItems: 1 })).toBe('archived');
    expect(cardDeleteOutcome({ ...none, favourites: 1 })).toBe('archived');
    expect(cardDeleteOutcome({ ...none, votes: 1 })).toBe('archived');
  });
});

describe('pollEditError', () => {
  const stored = [
    { id: 1, value: '鼠' },
    { id: 2, value: '牛' },
  ];

  it('allows adding, removing, reordering and re-valuing options while nobody voted', () => {
    expect(pollEditError(stored, [{ id: 2, text: '牛', value: '马' }, { text: '虎', value: '虎' }], 0)).toBeNull();
    expect(pollEditError(stored, [], 0)).toBeNull();
  });

  it('after a vote allows only text changes of the same options', () => {
    expect(pollEditError(stored, [{ id: 1, text: '老鼠', value: '鼠' }, { id: 2, text: '黄牛', value: '牛' }], 3)).toBeNull();
    expect(pollEditError(stored, [{ id: 1, text: '鼠', value: '鼠' }], 3)).toBe(POLL_EDIT_MESSAGES.voted);
    expect(pollEditError(stored, [...stored.map((o) => ({ ...o, text: o.value })), { text: '虎', value: '虎' }], 3)).toBe(POLL_EDIT_MESSAGES.voted);
    expect(pollEditError(stored, [{ id: 1, text: '鼠', value: '马' }, { id: 2, text: '牛', value: '牛' }], 1)).toBe(POLL_EDIT_MESSAGES.voted);
  });

  it('refuses foreign or repeated option ids, empty texts and too many options', () => {
    expect(pollEditError(stored, [{ id: 9, text: 'x', value: '' }], 0)).toBe(POLL_EDIT_MESSAGES.unknownOption);
    expect(pollEditError(stored, [{ id: 1, text: 'x', value: '' }, { id: 1, text: 'y', value: '' }], 0)).toBe(POLL_EDIT_MESSAGES.duplicateOption);
    expect(pollEditError(stored, [{ id: 1, text: '  ', value: '' }], 0)).toBe(POLL_EDIT_MESSAGES.emptyText);
    expect(pollEditError([], Array.from({ length: 51 }, (_, i) => ({ text: `选项${i}`, value: '' })), 0)).toBe(POLL_EDIT_MESSAGES.tooMany);
  });
});

describe('itemDeleteError', () => {
  it('allows unused items and names the first drawn or voted one', () => {
    expect(itemDeleteError([])).toBeNull();
    expect(itemDeleteError([{ title: 'a', drawn: false, votes: 0 }])).toBeNull();
    expect(itemDeleteError([{ title: 'a', drawn: false, votes: 0 }, { title: '平特', drawn: false, votes: 2 }])).toEqual({
      reason: 'voted',
      message: '「平特」已有 2 位会员投票，不能删除',
    });
    // A drawn period wins over votes: the record is the stronger reason.
    expect(itemDeleteError([{ title: '平特', drawn: false, votes: 2 }, { title: '', drawn: true, votes: 0 }])).toEqual({
      reason: 'drawn',
      message: '「未命名条目」所在期数已开奖，不能删除',
    });
  });
});
