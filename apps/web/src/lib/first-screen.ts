/**
 * Whether the app's first screen has mounted (app/layout.tsx, through hideStartupLoader; the
 * start-up loader's backstop marks it too, so nothing waits forever). Work that no screen waits
 * for starts after it (lib/after-load.ts afterFirstScreen).
 */
let mark: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  mark = resolve;
});

export const markFirstScreen = (): void => mark();
export const firstScreenShown = (): Promise<void> => shown;
