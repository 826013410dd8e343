import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** Login-limit data: vCode 1 means a captcha is needed. */
export interface LoginLimit {
  vCode: number;
  [key: string]: unknown;
}

/**
 * The site-wide flag comes from the static login_limit.json; once an account is typed, the
 * server's per-account answer (captcha after repeated failures) is asked for too.
 */
export async function getLoginLimit(account: string): Promise<LoginLimit> {
  const site = await http.json<LoginLimit>('/sys-upload/data/json/limit/login_limit.json', { silent: true }).catch(() => ({ vCode: 0 }));
  if (!account.trim()) return site;
  const own = await http
    .get<LoginLimit>('/v/user/loginLimit', { params: { account: account.trim() }, silent: true })
    .catch(() => ({ vCode: 0 }));
  return { ...site, vCode: site.vCode === 1 || own.vCode === 1 ? 1 : 0 };
}

export const loginLimitQueryOptions = (account: string) =>
  queryOptions({ queryKey: ['login-limit', account.trim()], queryFn: () => getLoginLimit(account), staleTime: 0 });

export const useLoginLimit = (account: string) => useQuery(loginLimitQueryOptions(account));
