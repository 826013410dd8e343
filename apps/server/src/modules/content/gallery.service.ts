import type pg from 'pg';
import {
  withUploadPrefix,
  type GalleryDetail,
  type GalleryGroup,
  type GalleryGroupListItem,
  type GalleryGroupPage,
  type GalleryImage,
  type GalleryPlayCategory,
} from '@sixmark/shared';
import { notFound } from '../../lib/errors';
import * as repo from './gallery.repo';

const toGroup = (r: repo.GroupRow): GalleryGroup => ({
  groupId: r.id,
  name: r.name,
  gameTurn: r.game_turn ?? '',
  imageUrl: withUploadPrefix(r.thumb_url || r.image_url),
  updatedTime: r.updated_time,
  initial: r.initial,
});

const toImage = (r: repo.ImageRow): GalleryImage => ({
  id: r.id,
  groupId: r.group_id,
  gameTurn: r.game_turn,
  imageUrl: withUploadPrefix(r.image_url),
  thumbUrl: withUploadPrefix(r.thumb_url || r.image_url),
  like: r.liked,
  likeCount: r.like_count,
  updatedTime: r.updated_time,
});

export async function listGroups(
  pool: pg.Pool,
  companyId: number,
  q: { groupType: number; gameId?: number | undefined; searchText?: string | undefined; initials?: string | undefined; popular?: number | undefined; page: number; rows: number },
): Promise<GalleryGroupPage> {
  const rows = await repo.findGroups(pool, {
    companyId,
    gameId: q.gameId,
    groupType: q.groupType,
    initials: q.initials && /^[A-Z]$/.test(q.initials) ? q.initials : undefined,
    popular: q.popular === 1,
    searchText: q.searchText,
    offset: (q.page - 1) * q.rows,
    limit: q.rows,
  });
  return { data: rows.map(toGroup), totalCount: Number(rows[0]?.total ?? 0) };
}

export async function groupNames(pool: pg.Pool, companyId: number, q: Parameters<typeof listGroups>[2]): Promise<{ groupNames: string[] }> {
  const page = await listGroups(pool, companyId, q);
  return { groupNames: page.data.map((g) => g.name) };
}

/** Groups of a play category, bucketed by initial (the group list item of spec 2 §3). */
export async function listByCategory(
  pool: pg.Pool,
  companyId: number,
  q: { playCategoryId?: number | undefined; categoryType?: number | undefined; gameId?: number | undefined; page: number; rows: number },
): Promise<GalleryGroupListItem[]> {
  const rows = await repo.findGroups(pool, {
    companyId,
    gameId: q.gameId,
    groupType: q.categoryType,
    playCategoryId: q.playCategoryId,
    offset: (q.page - 1) * q.rows,
    limit: q.rows,
  });
  const buckets = new Map<string, GalleryGroup[]>();
  for (const r of rows) buckets.set(r.initial, [...(buckets.get(r.initial) ?? []), toGroup(r)]);
  return [...buckets].map(([initials, data]) => ({ initials, dataList: { data, totalCount: data.length } }));
}

export async function listImages(
  pool: pg.Pool,
  companyId: number,
  q: { groupId: number; gameId?: number | undefined; page: number; rows: number },
  userId: number | null,
) {
  const rows = await repo.findImages(pool, { companyId, ...q, userId, offset: (q.page - 1) * q.rows, limit: q.rows });
  return { data: rows.map(toImage), totalCount: Number(rows[0]?.total ?? 0) };
}

export async function groupDetail(
  pool: pg.Pool,
  companyId: number,
  q: { groupId: number; page: number; rows: number },
  userId: number | null,
): Promise<GalleryDetail> {
  const group = await repo.findGroup(pool, companyId, q.groupId);
  if (!group) throw notFound();
  const groupList = await listImages(pool, companyId, q, userId);
  const latest = q.page === 1 ? (groupList.data[0] ?? null) : ((await listImages(pool, companyId, { groupId: q.groupId, page: 1, rows: 1 }, userId)).data[0] ?? null);
  return { latest, group: toGroup(group), groupList };
}

export async function search(
  pool: pg.Pool,
  companyId: number,
  q: { searchText?: string | undefined; gameId?: number | undefined; groupType?: number | undefined },
): Promise<GalleryGroup[]> {
  if (!q.searchText) return [];
  const rows = await repo.findGroups(pool, { companyId, gameId: q.gameId, groupType: q.groupType, searchText: q.searchText, offset: 0, limit: 100 });
  return rows.map(toGroup);
}

export async function playCategories(pool: pg.Pool, companyId: number, gameId: number | undefined): Promise<GalleryPlayCategory[]> {
  const rows = await repo.findPlayCategories(pool, companyId, gameId);
  return rows.map((r) => ({ id: r.id, name: r.name, categoryType: r.category_type }));
}

export async function toggleLike(pool: pg.Pool, companyId: number, userId: number, galleryId: number, like: boolean) {
  if (!(await repo.imageExists(pool, companyId, galleryId))) throw notFound();
  await repo.setImageLike(pool, userId, galleryId, like);
  return { galleryId, like };
}
