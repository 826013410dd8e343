/**
 * Session tokens (spec 3 §4): setting the access token clears guest identifiers; removing it
 * clears the profile, the chat token and the rebate ratio. Other tabs hear about changes
 * through the storage event.
 */
export const STORAGE_KEYS = {
  token: 'token',
  chatToken: 'tokenChat',
  profile: 'profile',
  rebateRatio: 'rebateRatio',
  guestId: 'guestId',
  guestHashId: 'guestHashId',
  guestNickname: 'guestNickname',
  rememberAccount: 'rememberAccount',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

export const getToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);
export const getChatToken = (): string | null => localStorage.getItem(STORAGE_KEYS.chatToken);

export function setTokens(token: string, chatToken?: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  if (chatToken) localStorage.setItem(STORAGE_KEYS.chatToken, chatToken);
  localStorage.removeItem(STORAGE_KEYS.guestId);
  localStorage.removeItem(STORAGE_KEYS.guestHashId);
  localStorage.removeItem(STORAGE_KEYS.guestNickname);
  notify();
}

export function setChatToken(chatToken: string): void {
  localStorage.setItem(STORAGE_KEYS.chatToken, chatToken);
  notify();
}

export function clearTokens(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.chatToken);
  localStorage.removeItem(STORAGE_KEYS.profile);
  localStorage.removeItem(STORAGE_KEYS.rebateRatio);
  notify();
}

/** Subscribes to token changes in this tab and in other tabs. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Guest chat identity is present (a visitor chatting without an account). */
export const hasGuestIdentity = (): boolean => !!localStorage.getItem(STORAGE_KEYS.guestId);

export function clearGuestIds(): void {
  localStorage.removeItem(STORAGE_KEYS.guestId);
  localStorage.removeItem(STORAGE_KEYS.guestHashId);
  localStorage.removeItem(STORAGE_KEYS.guestNickname);
}

const otherTabListeners = new Set<Listener>();
/** Subscribes to access/chat token changes made in another tab only (spec 3 §4 guest rule). */
export function onOtherTabTokenChange(listener: Listener): () => void {
  otherTabListeners.add(listener);
  return () => otherTabListeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.token || e.key === STORAGE_KEYS.chatToken || e.key === null) {
      otherTabListeners.forEach((l) => l());
      notify();
    }
  });
}
