import { useEffect, useState } from 'react';
import { CAPTCHA_FALLBACK_TIP, loadThirdPartyCaptcha, shouldFallBack } from './captcha-fallback';

/**
 * Whether the third-party captcha (vcode style 3) is usable on this path. While it is wanted and
 * has not failed 3 times yet, the hook tries to load it; each failure is counted, and after the
 * third the page falls back to the image captcha by itself.
 */
export function useThirdPartyCaptcha(wanted: boolean, path: string, captchaId: string, scriptBase = ''): {
  active: boolean;
  tip: string;
} {
  const [, setTick] = useState(0);
  const fellBack = shouldFallBack(path, captchaId);
  useEffect(() => {
    if (!wanted || fellBack) return;
    let cancelled = false;
    void (async () => {
      while (!cancelled && !shouldFallBack(path, captchaId)) {
        if (await loadThirdPartyCaptcha(path, captchaId, scriptBase)) return;
      }
      if (!cancelled) setTick((t) => t + 1);
    })();
    return () => {
      cancelled = true;
    };
  }, [wanted, fellBack, path, captchaId, scriptBase]);
  return { active: wanted && !fellBack, tip: wanted && fellBack ? CAPTCHA_FALLBACK_TIP : '' };
}
