import { STORAGE_KEYS } from '@/lib/session';

export interface RememberedLogin {
  account: string;
  password: string;
}

/**
 * "Remember password" keeps the account and password in localStorage because that is what the
 * spec asks (spec 1 §2 login screen); it is written only while the box is ticked and removed
 * as soon as it is unticked.
 */
export function readRemembered(): RememberedLogin | null {
  try {
    const v = JSON.parse(localStorage.getItem(STORAGE_KEYS.rememberAccount) ?? 'null') as RememberedLogin | null;
    return v && typeof v.account === 'string' && typeof v.password === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function saveRemembered(value: RememberedLogin | null): void {
  if (value) localStorage.setItem(STORAGE_KEYS.rememberAccount, JSON.stringify(value));
  else localStorage.removeItem(STORAGE_KEYS.rememberAccount);
}
