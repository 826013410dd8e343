import { msg } from '@sixmark/shared';
import { toast } from './toast';

/** How long 复制成功 / 复制失败 stay (spec 1 §8: 2 s). */
export const COPY_TOAST_MS = 2000;

/**
 * Copies `text`. The async clipboard needs a secure context (https or localhost) and may be
 * refused; the hidden-textarea path covers plain-http pages and older WebViews.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused or unavailable: try the legacy path.
  }
  const area = document.createElement('textarea');
  try {
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies `text` and tells the user how it went: 复制成功 or 复制失败 for 2 s. */
export async function copyWithToast(text: string): Promise<boolean> {
  const ok = await copyText(text);
  toast.show(ok ? msg.copySuccess : msg.copyFailed, COPY_TOAST_MS);
  return ok;
}
