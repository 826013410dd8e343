import { describe, expect, it } from 'vitest';
import { isNotifyFrame, notifyFrameSchema } from './notifications';

describe('isNotifyFrame (the web reads frames without zod)', () => {
  const frames: unknown[] = [
    { command: 'UNREAD', unReadCount: 3 },
    { command: 'UNREAD', unReadCount: 0, extra: true },
    { command: 'UNREAD', unReadCount: 1.5 },
    { command: 'UNREAD', unReadCount: '3' },
    { command: 'UNREAD' },
    { command: 'PING', unReadCount: 3 },
    null,
    'UNREAD',
    [],
  ];
  it.each(frames.map((f) => [JSON.stringify(f), f]))('%s', (_, f) => {
    expect(isNotifyFrame(f)).toBe(notifyFrameSchema.safeParse(f).success);
  });
});
