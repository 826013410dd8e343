/**
 * Third-party captcha fallback (spec 1 §5): after 3 load errors of the third-party captcha on a
 * path, the page stops trying it and uses the built-in image captcha. The count lives in
 * localStorage per path and captcha id so a reload does not start over; the script address
 * changes once a minute so a broken cached copy is not reused forever.
 */
export const CAPTCHA_FALLBACK_AFTER = 3;
export const CAPTCHA_CACHE_BUST_MS = 60_000;
/** Tip shown when the page falls back (spec 1 §8, Chinese equivalent of "captcha error, verified automatically"). */
export const CAPTCHA_FALLBACK_TIP = '验证码加载失败，已自动切换验证方式';
/** Load failures are reported with this code (spec 1 §8). */
export const CAPTCHA_LOAD_ERROR_CODE = 502;

const key = (path: string, captchaId: string) => `captchaErrors:${path}:${captchaId}`;

export function captchaErrorCount(path: string, captchaId: string): number {
  const n = Number(localStorage.getItem(key(path, captchaId)));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Records one load error; answers the new count. */
export function recordCaptchaLoadError(path: string, captchaId: string): number {
  const n = captchaErrorCount(path, captchaId) + 1;
  localStorage.setItem(key(path, captchaId), String(n));
  return n;
}

/** A successful load forgets earlier failures. */
export function resetCaptchaLoadErrors(path: string, captchaId: string): void {
  localStorage.removeItem(key(path, captchaId));
}

/** True once the third-party captcha failed to load 3 times on this path. */
export const shouldFallBack = (path: string, captchaId: string): boolean =>
  captchaErrorCount(path, captchaId) >= CAPTCHA_FALLBACK_AFTER;

/** The third-party script address with a cache-bust value that changes once a minute. */
export function captchaScriptUrl(base: string, now: number = Date.now()): string {
  const bucket = Math.floor(now / CAPTCHA_CACHE_BUST_MS);
  return `${base}${base.includes('?') ? '&' : '?'}_t=${bucket}`;
}

/**
 * Tries to load the third-party captcha script. This build ships no provider, so an empty
 * base address counts as a load error, which is what makes the fallback kick in.
 */
export async function loadThirdPartyCaptcha(path: string, captchaId: string, base: string): Promise<boolean> {
  if (!base) {
    recordCaptchaLoadError(path, captchaId);
    return false;
  }
  const ok = await new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = captchaScriptUrl(base);
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => resolve(false);
    document.head.appendChild(script);
  });
  if (ok) resetCaptchaLoadErrors(path, captchaId);
  else recordCaptchaLoadError(path, captchaId);
  return ok;
}
