import { Toast } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_TOAST_MS, copyText, copyWithToast } from './clipboard';

const setClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
// jsdom has no execCommand at all; each test installs the behaviour it needs.
const setExecCommand = (impl: (command: string) => boolean) =>
  Object.defineProperty(document, 'execCommand', { value: vi.fn(impl), configurable: true });

describe('copyText', () => {
  afterEach(() => {
    setClipboard(undefined);
    vi.restoreAllMocks();
  });

  it('uses the async clipboard when there is one', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    setExecCommand(() => false);
    expect(await copyText('6222 0202')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('6222 0202');
    expect(document.execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea when the async clipboard refuses, and leaves nothing behind', async () => {
    setClipboard({ writeText: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) });
    let copied = '';
    setExecCommand((command) => {
      copied = document.querySelector('textarea')?.value ?? '';
      return command === 'copy';
    });
    expect(await copyText('https://m.sixmark.example')).toBe(true);
    expect(copied).toBe('https://m.sixmark.example');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('answers false when no path works (no clipboard, execCommand refuses or throws)', async () => {
    setClipboard(undefined);
    setExecCommand(() => false);
    expect(await copyText('x')).toBe(false);
    setExecCommand(() => {
      throw new Error('not supported');
    });
    expect(await copyText('x')).toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('copyWithToast', () => {
  afterEach(() => {
    setClipboard(undefined);
    vi.restoreAllMocks();
  });

  it('says 复制成功 for 2 s after a copy, 复制失败 when it failed', async () => {
    const show = vi.spyOn(Toast, 'show');
    setClipboard({ writeText: vi.fn(async () => undefined) });
    expect(await copyWithToast('a')).toBe(true);
    expect(show).toHaveBeenLastCalledWith({ content: '复制成功', duration: COPY_TOAST_MS });
    expect(COPY_TOAST_MS).toBe(2000);
    setClipboard(undefined);
    setExecCommand(() => false);
    expect(await copyWithToast('a')).toBe(false);
    expect(show).toHaveBeenLastCalledWith({ content: '复制失败', duration: COPY_TOAST_MS });
  });
});
