import { describe, expect, it } from 'vitest';
import type { AppSettings } from '@sixmark/shared';
import { PROFILE_TABS, profileTabsFrom } from './profile-menu';

const settings = (value?: string): AppSettings => ({
  system_config: value === undefined ? [] : [{ configKey: 'profile_tabs', configValue: value }],
  api_external: { captcha_id: '' },
  sys_config: { time_zone: 'Asia/Shanghai' },
});

describe('profile link lists (profileTabs subTab1 / subTab2)', () => {
  it('uses the operator setting, keeping only known routes', () => {
    const tabs = profileTabsFrom(settings('{"subTab1":["bills","nope","about"],"subTab2":["setting"]}'));
    expect(tabs).toEqual({ subTab1: ['bills', 'about'], subTab2: ['setting'] });
  });
  it('falls back to the defaults when the setting is missing, malformed or empty', () => {
    expect(profileTabsFrom(undefined)).toEqual(PROFILE_TABS);
    expect(profileTabsFrom(settings())).toEqual(PROFILE_TABS);
    expect(profileTabsFrom(settings('{oops'))).toEqual(PROFILE_TABS);
    expect(profileTabsFrom(settings('{"subTab1":[],"subTab2":["x"]}'))).toEqual(PROFILE_TABS);
  });
});
