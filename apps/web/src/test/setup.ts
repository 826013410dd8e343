import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { afterEach, beforeEach } from 'vitest';
import { ENCRYPT_OFF, primeEncryptKeys } from '../lib/encrypt';
import { loadToast } from '../lib/toast';

// The app fetches antd's Toast chunk right after load (app/start.ts), so toasts show at once;
// tests start from that state (lib/toast.test.ts covers a call made before the chunk arrives).
await loadToast();

// jsdom implements no layout, so it has no scrollIntoView; antd-mobile calls it (the passcode
// input on focus, the calendar on open), and a missing method throws outside the test as an
// unhandled error. A no-op is the honest stand-in: there is nothing to scroll under jsdom.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// Encrypted transport is off unless a test turns it on (lib/encrypt.test.ts): the key file
// read would otherwise be the first call every fetch double sees.
beforeEach(() => primeEncryptKeys(ENCRYPT_OFF, Number.POSITIVE_INFINITY));

afterEach(() => {
  cleanup();
  // antd-mobile's imperative Dialog and Toast mount outside the rendered tree, so cleanup()
  // leaves them behind; a dialog left open by one test must not answer the next one's query.
  act(() => {
    Dialog.clear();
    Toast.clear();
  });
  // Their closing animations never finish under jsdom: drop the leftover containers too.
  for (const node of Array.from(document.body.children)) {
    if (node.childElementCount === 0 || node.querySelector('.adm-dialog, .adm-toast-mask')) node.remove();
  }
  localStorage.clear();
  sessionStorage.clear();
});
