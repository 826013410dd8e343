import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while this render draws what the server drew: on the server (entry-server.tsx) and while
 * the browser hydrates that screen (boot.tsx), when React reads a store's server snapshot; false
 * in every other render. Parts that wait for something before showing themselves (home's top
 * waits for its images) show at once then: what they waited for is already on screen.
 */
export const useHydrating = (): boolean => useSyncExternalStore(noSubscription, () => false, () => true);
