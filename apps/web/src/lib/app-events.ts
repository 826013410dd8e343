/**
 * A tiny app-wide event emitter for lib → feature signals (the request layer asks the profile
 * feature's withdrawal-password modal to open). Event names are constants, not loose strings.
 */
export const APP_EVENTS = {
  openCashPasswordModal: 'openCashPasswordModal',
} as const;

export interface AppEventMap {
  openCashPasswordModal: { message: string };
}
export type AppEventName = keyof AppEventMap;

type Handler<K extends AppEventName> = (payload: AppEventMap[K]) => void;
const handlers = new Map<AppEventName, Set<Handler<AppEventName>>>();

/** Subscribes; answers the unsubscribe function (for a useEffect cleanup). */
export function onAppEvent<K extends AppEventName>(name: K, handler: Handler<K>): () => void {
  let set = handlers.get(name);
  if (!set) handlers.set(name, (set = new Set()));
  set.add(handler as Handler<AppEventName>);
  return () => {
    set.delete(handler as Handler<AppEventName>);
  };
}

export function emitAppEvent<K extends AppEventName>(name: K, payload: AppEventMap[K]): void {
  handlers.get(name)?.forEach((h) => h(payload));
}
