import { describe, expect, it } from 'vitest';
import { shouldShowPrivatePrompt } from './chat-prompt';

const msg = (senderChatLevel: number, reciveId = 7, senderId = 3) => ({ senderChatLevel, reciveId, senderId });
const viewer = (over: Partial<{ userId: number; chatLevel: number; onGamePage: boolean }> = {}) => ({
  userId: 7,
  chatLevel: 1,
  onGamePage: false,
  ...over,
});

describe('private message prompt (spec 3)', () => {
  it('prompts a level-1 receiver for a level-2 sender', () => {
    expect(shouldShowPrivatePrompt(msg(2), viewer())).toBe(true);
  });
  it('does not prompt for a sender of another level', () => {
    expect(shouldShowPrivatePrompt(msg(1), viewer())).toBe(false);
    expect(shouldShowPrivatePrompt(msg(3), viewer())).toBe(false);
  });
  it('does not prompt a level-2 receiver', () => {
    expect(shouldShowPrivatePrompt(msg(2), viewer({ chatLevel: 2 }))).toBe(false);
  });
  it('does not prompt on game pages', () => {
    expect(shouldShowPrivatePrompt(msg(2), viewer({ onGamePage: true }))).toBe(false);
  });
  it('does not prompt for a message addressed to someone else or sent by the viewer', () => {
    expect(shouldShowPrivatePrompt(msg(2, 8), viewer())).toBe(false);
    expect(shouldShowPrivatePrompt(msg(2, 7, 7), viewer())).toBe(false);
  });
});
