import { STORAGE_KEYS } from '@/lib/session';

/**
 * "Remember me" keeps the account name only. A password in localStorage is readable by any
 * script on the origin and survived logout, so it is never stored; filling the password is
 * left to the browser's own credential store (the inputs carry autocomplete hints).
 */
export function readRememberedAccount(): string | null {
  try {
    const v = JSON.parse(localStorage.getItem(STORAGE_KEYS.rememberAccount) ?? 'null') as { account?: unknown } | null;
    return v && typeof v.account === 'string' && v.account ? v.account : null;
  } catch {
    return null;
  }
}

export function saveRememberedAccount(account: string | null): void {
  if (account) localStorage.setItem(STORAGE_KEYS.rememberAccount, JSON.stringify({ account }));
  else localStorage.removeItem(STORAGE_KEYS.rememberAccount);
}

/**
 * Older versions stored `{ account, password }`: keep the account, drop the password. Runs
 * at start-up, so the plaintext is gone before anything else reads storage.
 */
export function forgetStoredPassword(): void {
  const raw = localStorage.getItem(STORAGE_KEYS.rememberAccount);
  if (raw === null) return;
  const account = readRememberedAccount();
  if (raw !== (account ? JSON.stringify({ account }) : null)) saveRememberedAccount(account);
}
