import { beforeEach, describe, expect, it } from 'vitest';
import {
  CAPTCHA_FALLBACK_AFTER,
  captchaErrorCount,
  captchaScriptUrl,
  loadThirdPartyCaptcha,
  recordCaptchaLoadError,
  resetCaptchaLoadErrors,
  shouldFallBack,
} from './captcha-fallback';

describe('third-party captcha fallback', () => {
  beforeEach(() => localStorage.clear());

  it('falls back after 3 load errors, counted per path and captcha id', () => {
    expect(CAPTCHA_FALLBACK_AFTER).toBe(3);
    recordCaptchaLoadError('/auth/login', 'cap1');
    recordCaptchaLoadError('/auth/login', 'cap1');
    expect(shouldFallBack('/auth/login', 'cap1')).toBe(false);
    recordCaptchaLoadError('/auth/login', 'cap1');
    expect(shouldFallBack('/auth/login', 'cap1')).toBe(true);
    expect(shouldFallBack('/auth/register', 'cap1')).toBe(false);
    expect(shouldFallBack('/auth/login', 'cap2')).toBe(false);
  });

  it('keeps the count in localStorage and forgets it after a successful load', () => {
    recordCaptchaLoadError('/auth/login', 'cap1');
    expect(localStorage.getItem('captchaErrors:/auth/login:cap1')).toBe('1');
    resetCaptchaLoadErrors('/auth/login', 'cap1');
    expect(captchaErrorCount('/auth/login', 'cap1')).toBe(0);
  });

  it('busts the script cache once a minute', () => {
    const t = Date.UTC(2026, 0, 1, 0, 0, 0);
    expect(captchaScriptUrl('https://captcha.example/load.js', t)).toBe(captchaScriptUrl('https://captcha.example/load.js', t + 59_999));
    expect(captchaScriptUrl('https://captcha.example/load.js', t)).not.toBe(captchaScriptUrl('https://captcha.example/load.js', t + 60_000));
    expect(captchaScriptUrl('https://captcha.example/load.js?v=1', t)).toMatch(/\?v=1&_t=\d+$/);
  });

  it('counts a missing provider as a load error', async () => {
    expect(await loadThirdPartyCaptcha('/auth/login', 'cap1', '')).toBe(false);
    expect(captchaErrorCount('/auth/login', 'cap1')).toBe(1);
  });
});
