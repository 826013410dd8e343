import { OWN_SCREEN_COOKIE } from '@sixmark/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from './i18n';
import { installOwnScreenHint, syncOwnScreenHint } from './own-screen-hint';
import { clearTokens, setTokens } from './session';

const hinted = () => document.cookie.split(/;\s*/).includes(`${OWN_SCREEN_COOKIE}=1`);

describe('the own-screen hint (a member or a 繁體 reader is sent pages undrawn)', () => {
  afterEach(() => {
    clearTokens();
    applyLocale('zh-Hans', null);
    syncOwnScreenHint();
  });

  it('is set while signed in or reading 繁體, and cleared otherwise', async () => {
    installOwnScreenHint();
    expect(hinted()).toBe(false);
    setTokens('t0k3n');
    expect(hinted()).toBe(true);
    clearTokens();
    expect(hinted()).toBe(false);
    applyLocale('zh-Hant', await import('./i18n-hant'));
    expect(hinted()).toBe(true);
    applyLocale('zh-Hans', null);
    expect(hinted()).toBe(false);
  });
});
