import { isTrial, useProfile } from '@/lib/profile';
import { getToken } from '@/lib/session';

export interface Viewer {
  /** Profile extInfo present or a token held (spec 2 §5). */
  loggedIn: boolean;
  trial: boolean;
  /** Logged in, not TEST: may like (spec 2 §5). */
  canLike: boolean;
}

/** Who is reading: decides the login toast, the trial refusal and what the locks mean. */
export function useViewer(): Viewer {
  const { data: profile } = useProfile();
  const token = !!getToken();
  const loggedIn = token || !!profile?.extInfo;
  const trial = isTrial(profile);
  return { loggedIn, trial, canLike: token && loggedIn && !trial };
}
