import type pg from 'pg';
import { SQL_TIME } from './template.repo';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface GroupRow {
  id: number;
  name: string;
  initial: string;
  game_turn: string | null;
  image_url: string | null;
  thumb_url: string | null;
  updated_time: string;
  total: string;
}

export interface GroupFilter {
  companyId: number;
  gameId?: number | undefined;
  groupType?: number | undefined;
  initials?: string | undefined;
  popular?: boolean;
  searchText?: string | undefined;
  playCategoryId?: number | undefined;
  offset: number;
  limit: number;
}

const like = (s: string) => s.replace(/[%_\\]/g, '\\$&');

/** Groups with their newest image (issue number and picture shown on the grid). */
export async function findGroups(db: Queryable, f: GroupFilter): Promise<GroupRow[]> {
  const { rows } = await db.query<GroupRow>(
    `SELECT g.id, g.name, g.initial, li.game_turn, li.image_url, li.thumb_url,
            ${SQL_TIME('g.updated_at')} AS updated_time, count(*) OVER () AS total
       FROM gallery_groups g
       LEFT JOIN LATERAL (SELECT game_turn, image_url, thumb_url FROM gallery_images im
                           WHERE im.group_id = g.id ORDER BY im.id DESC LIMIT 1) li ON true
      WHERE g.company_id = $1
        AND ($2::int IS NULL OR g.game_id = $2)
        AND ($3::int IS NULL OR g.group_type = $3)
        AND ($4::text IS NULL OR g.initial = $4)
        AND (NOT $5::boolean OR g.popular)
        AND ($6::text IS NULL OR g.name ILIKE '%' || $6 || '%')
        AND ($7::int IS NULL OR g.play_category_id = $7)
      ORDER BY g.initial, g.sort DESC, g.id
      LIMIT $8 OFFSET $9`,
    [
      f.companyId,
      f.gameId ?? null,
      f.groupType ?? null,
      f.initials || null,
      f.popular ?? false,
      f.searchText ? like(f.searchText) : null,
      f.playCategoryId ?? null,
      f.limit,
      f.offset,
    ],
  );
  return rows;
}

export async function findGroup(db: Queryable, companyId: number, groupId: number): Promise<GroupRow | undefined> {
  const rows = await db.query<GroupRow>(
    `SELECT g.id, g.name, g.initial, li.game_turn, li.image_url, li.thumb_url,
            ${SQL_TIME('g.updated_at')} AS updated_time, 1 AS total
       FROM gallery_groups g
       LEFT JOIN LATERAL (SELECT game_turn, image_url, thumb_url FROM gallery_images im
                           WHERE im.group_id = g.id ORDER BY im.id DESC LIMIT 1) li ON true
      WHERE g.company_id = $1 AND g.id = $2`,
    [companyId, groupId],
  );
  return rows.rows[0];
}

export interface ImageRow {
  id: number;
  group_id: number;
  game_turn: string;
  image_url: string;
  thumb_url: string;
  like_count: number;
  liked: boolean;
  updated_time: string;
  total: string;
}

export async function findImages(
  db: Queryable,
  f: { companyId: number; groupId: number; gameId?: number | undefined; userId: number | null; offset: number; limit: number },
): Promise<ImageRow[]> {
  const { rows } = await db.query<ImageRow>(
    `SELECT im.id, im.group_id, im.game_turn, im.image_url, im.thumb_url, im.like_count,
            EXISTS (SELECT 1 FROM gallery_likes l WHERE l.image_id = im.id AND l.user_id = $4) AS liked,
            ${SQL_TIME('im.created_at')} AS updated_time, count(*) OVER () AS total
       FROM gallery_images im JOIN gallery_groups g ON g.id = im.group_id
      WHERE g.company_id = $1 AND im.group_id = $2 AND ($3::int IS NULL OR g.game_id = $3)
      ORDER BY im.id DESC
      LIMIT $5 OFFSET $6`,
    [f.companyId, f.groupId, f.gameId ?? null, f.userId ?? 0, f.limit, f.offset],
  );
  return rows;
}

export async function findPlayCategories(db: Queryable, companyId: number, gameId: number | undefined) {
  const { rows } = await db.query<{ id: number; name: string; category_type: number }>(
    `SELECT id, name, category_type FROM gallery_play_categories
      WHERE company_id = $1 AND ($2::int IS NULL OR game_id = $2) ORDER BY sort DESC, id`,
    [companyId, gameId ?? null],
  );
  return rows;
}

/** Sets the caller's like; the count moves only when the like row really changed. */
export async function setImageLike(db: Queryable, userId: number, imageId: number, like: boolean): Promise<void> {
  if (like) {
    await db.query(
      `WITH ins AS (INSERT INTO gallery_likes (user_id, image_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING image_id)
       UPDATE gallery_images SET like_count = like_count + 1 WHERE id IN (SELECT image_id FROM ins)`,
      [userId, imageId],
    );
  } else {
    await db.query(
      `WITH del AS (DELETE FROM gallery_likes WHERE user_id = $1 AND image_id = $2 RETURNING image_id)
       UPDATE gallery_images SET like_count = like_count - 1 WHERE id IN (SELECT image_id FROM del)`,
      [userId, imageId],
    );
  }
}

export async function imageExists(db: Queryable, companyId: number, imageId: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM gallery_images im JOIN gallery_groups g ON g.id = im.group_id WHERE im.id = $1 AND g.company_id = $2',
    [imageId, companyId],
  );
  return rows.length > 0;
}
