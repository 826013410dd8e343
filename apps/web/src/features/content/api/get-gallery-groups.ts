import { DEFAULT_COMPANY_CODE, PAGE_SIZE, type GalleryGroupPage } from '@sixmark/shared';
import { http } from '@/lib/http';

export interface GalleryGroupsQuery {
  gameId: number;
  /** 1 colour, 2 black-and-white. */
  groupType: number;
  /** A letter, or null for all / popular. */
  initials: string | null;
  popular?: boolean;
  searchText?: string;
  page: number;
  rows?: number;
}

/** `GET /gallery/group` with the fixed company code ttl. */
export const getGalleryGroups = (q: GalleryGroupsQuery) =>
  http.get<GalleryGroupPage>('/gallery/group', {
    params: {
      groupType: q.groupType,
      gameId: q.gameId,
      searchText: q.searchText?.trim() || undefined,
      initials: q.initials ?? undefined,
      popular: q.popular ? 1 : undefined,
      page: q.page,
      rows: q.rows ?? PAGE_SIZE.gallery,
      companyCode: DEFAULT_COMPANY_CODE,
    },
    silent: true,
  });
