import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { registerNavigate } from '@/lib/navigation';
import { STORAGE_KEYS, clearTokens, setTokens } from '@/lib/session';
import { makeProfile } from '@/test/fixtures';
import { installSessionSync } from './session-sync';

/** What the browser does in this tab when another tab writes localStorage. */
const otherTabWrites = (key: string, value: string | null) => {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
};

describe('session sync', () => {
  const navigate = vi.fn();
  let client: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    navigate.mockReset();
    registerNavigate(navigate);
    client = new QueryClient();
  });
  afterEach(() => stop());

  it('ends a guest session when another tab sets a token: guest ids cleared, back home', () => {
    localStorage.setItem(STORAGE_KEYS.guestId, 'g1');
    localStorage.setItem(STORAGE_KEYS.guestNickname, '游客1');
    stop = installSessionSync(client);
    otherTabWrites(STORAGE_KEYS.chatToken, 'chat-2');
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.guestNickname)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('leaves a logged-in tab where it is', () => {
    setTokens('tok');
    stop = installSessionSync(client);
    otherTabWrites(STORAGE_KEYS.token, 'tok-2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('drops the profile when the token goes', () => {
    setTokens('tok');
    stop = installSessionSync(client);
    client.setQueryData(PROFILE_QUERY_KEY, makeProfile({ userInfo: { account: 'demo' } }));
    clearTokens();
    expect(client.getQueryData(PROFILE_QUERY_KEY)).toBeNull();
  });
});
