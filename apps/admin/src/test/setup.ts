import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// antd reads these; jsdom has neither.
if (!window.matchMedia)
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
if (!window.ResizeObserver)
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

// *ByRole normally checks every candidate's ancestors with getComputedStyle to skip hidden
// elements; over a whole antd page under jsdom that took tens of seconds per query. Console pages
// do not hide elements the tests look for, so the check is skipped (queries stay by role and name).
configure({ defaultHidden: true });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // mockApi stubs fetch for one test.
  vi.unstubAllGlobals();
});
