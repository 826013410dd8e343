/**
 * The member's choice to move the whole main balance into the game balance when a game starts
 * (issue 11: automatic transfer-in on launch if the user chooses it), kept on this device.
 */
export const AUTO_TRANSFER_KEY = 'gameAutoTransfer';

export const readAutoTransfer = (): boolean => localStorage.getItem(AUTO_TRANSFER_KEY) === '1';

export function writeAutoTransfer(on: boolean): void {
  if (on) localStorage.setItem(AUTO_TRANSFER_KEY, '1');
  else localStorage.removeItem(AUTO_TRANSFER_KEY);
}
