import { knownRouteSegments } from '@/config/paths';

export type CarouselTarget =
  { kind: 'external'; url: string } | { kind: 'internal'; path: string } | { kind: 'none' };

/**
 * Where a carousel slide goes (spec 2 §2): an absolute address opens outside the app; an
 * internal path only when its first path segment (the "second segment" of `/x/...`) is a
 * route name we know; anything else does nothing.
 */
export function carouselTarget(redirectUrl: string | null | undefined): CarouselTarget {
  const url = (redirectUrl ?? '').trim();
  if (!url) return { kind: 'none' };
  if (/^https?:\/\//i.test(url)) return { kind: 'external', url };
  if (!url.startsWith('/') || url.startsWith('//')) return { kind: 'none' };
  const segment = url.split(/[/?#]/)[1] ?? '';
  if (segment && knownRouteSegments.has(segment)) return { kind: 'internal', path: url };
  return { kind: 'none' };
}
