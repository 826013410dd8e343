import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiErrorHandler } from './http';
import { chatBlockReason, getAppConfig, getAppSettings, settingValue } from './startup-config';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('start-up configuration', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('retries config.json 3 times, 100 ms apart, on network errors', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        json({ system_config: [{ configKey: 'time_zone', configValue: 'Asia/Shanghai' }] }),
      );
    vi.stubGlobal('fetch', fetch);
    const p = getAppSettings();
    await vi.advanceTimersByTimeAsync(300);
    const settings = await p;
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(String(fetch.mock.calls[0]![0])).toMatch(/^\/sys-upload\/data\/json\/config\.json\?_t=\d+$/);
    expect(settingValue(settings, 'time_zone')).toBe('Asia/Shanghai');
    expect(settingValue(settings, 'missing')).toBeUndefined();
  });

  it('gives up on app_config.json after the 3 retries, without bothering the user', async () => {
    vi.useFakeTimers();
    const handler = vi.fn();
    setApiErrorHandler(handler);
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const p = getAppConfig();
    const failed = expect(p).rejects.toMatchObject({ code: 'NET/ERROR' });
    await vi.advanceTimersByTimeAsync(400);
    await failed;
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(handler).not.toHaveBeenCalled();
  });

  it('reads chat availability from config_chat.json', () => {
    const base = {
      rech_level: 0,
      chat_maintenance_config: { startTime: '', endTime: '', message: '' },
      sys_config: { time_zone: 'Asia/Shanghai' },
    };
    expect(
      chatBlockReason({ ...base, enable_chat: '0', enable_chat_maintenance: { configValue: '1' } }),
    ).toBe('unavailable');
    expect(
      chatBlockReason({ ...base, enable_chat: '1', enable_chat_maintenance: { configValue: '1' } }),
    ).toBe('maintenance');
    expect(
      chatBlockReason({ ...base, enable_chat: '1', enable_chat_maintenance: { configValue: '0' } }),
    ).toBeNull();
    expect(chatBlockReason(null)).toBe('unavailable');
  });
});
