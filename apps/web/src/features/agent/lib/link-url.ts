import type { SpreadLink } from '@sixmark/shared';

/** The address to share: this site's origin and the link's registration path (`/auth/register?code=`). */
export const linkUrl = (link: Pick<SpreadLink, 'path'>, origin: string = window.location.origin): string => `${origin}${link.path}`;
