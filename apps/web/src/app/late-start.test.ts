import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOADS_STARTED_EVENT, PRELOADS_WAIT_MAX_MS, preloadsStarted } from './late-start';

/** late-start.js's script element as the server writes it (drawnHtml). */
function lateStart(started: boolean): HTMLScriptElement {
  const s = document.createElement('script');
  s.setAttribute('data-entry', '/assets/index.js');
  s.setAttribute('data-preload', '/assets/a.js /assets/b.js');
  if (started) s.setAttribute('data-started', '');
  document.body.appendChild(s);
  return s;
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('preloadsStarted (late-start.js, issue 16)', () => {
  it('resolves at once on a page the server did not draw', async () => {
    expect(await settled(preloadsStarted())).toBe(true);
  });

  it('resolves at once when the script has already asked for every chunk', async () => {
    lateStart(true);
    expect(await settled(preloadsStarted())).toBe(true);
  });

  it('waits for the script to finish, then resolves', async () => {
    lateStart(false);
    const p = preloadsStarted();
    expect(await settled(p)).toBe(false);
    document.dispatchEvent(new Event(PRELOADS_STARTED_EVENT));
    expect(await settled(p)).toBe(true);
  });

  it('does not wait for ever on a script that stopped half-way', async () => {
    vi.useFakeTimers();
    lateStart(false);
    const p = preloadsStarted();
    await vi.advanceTimersByTimeAsync(PRELOADS_WAIT_MAX_MS - 1);
    expect(await settled(p)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(p)).toBe(true);
  });
});
