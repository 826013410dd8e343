import { useSyncExternalStore } from 'react';

// One shared 1-second clock: every countdown on the page ticks together off one timer.
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const snapshot = () => now;

/** The client clock, re-rendering every second. */
export const useNow = (): number => useSyncExternalStore(subscribe, snapshot, snapshot);
