const KEY = 'captchaClientId';

/**
 * The id that binds a captcha image to this browser tab: the server remembers the answer per
 * client id, and the login/register form sends the same id back.
 */
export function getClientId(): string {
  let id = sessionStorage.getItem(KEY);
  if (!id) {
    id = crypto.randomUUID().replace(/-/g, '');
    sessionStorage.setItem(KEY, id);
  }
  return id;
}

/** The captcha image address; a new `t` forces a new picture. */
export function captchaUrl(kind: 'login' | 'reg', t: number = Date.now()): string {
  const m = kind === 'reg' ? 'm=reg&' : '';
  return `/app-api/v/vCode?${m}t=${t}&clientId=${getClientId()}`;
}
