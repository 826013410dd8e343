import type pg from 'pg';
import { DEFAULT_TIME_ZONE } from '@sixmark/shared';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface TemplateRow {
  id: number;
  game_id: number;
  name: string;
  note1: string;
  note2: string;
  template_code: string;
  color_theme: string;
  location: 'home' | 'list' | 'database';
  play_cate_name: string;
  sort: number;
  total: string;
}

export interface GroupRow {
  id: number;
  template_id: number;
  group_name: string;
}

export interface ItemRow {
  id: number;
  group_id: number;
  template_id: number;
  title: string;
  content: string;
  content2: string;
  content3: string;
  note: string;
  icon_url: string;
  sort: number;
  sub_name: 1 | 2 | 3 | null;
  multi_contents: { title: string; content: string }[];
  require_login: 0 | 1;
  require_recharge: 0 | 1;
  template_type: number | null;
  poll_status: number;
  game_turn: string;
  active_cover: 0 | 1;
  updated_time: string;
}

export interface OptionRow {
  id: number;
  item_id: number;
  option_text: string;
  option_value: string;
  option_vote: number;
}

/**
 * Display time in the system zone, the format the cards show. The zone is the shared constant
 * (never client input), so it may be written into the SQL text.
 */
export const SQL_TIME = (col: string) =>
  `to_char(${col} AT TIME ZONE '${DEFAULT_TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS')`;

const TEMPLATE_COLS = `t.id, t.game_id, t.name, t.note1, t.note2, t.template_code, t.color_theme, t.location,
  t.play_cate_name, t.sort`;

/** A template is listed only when it has at least one group with at least one item. */
const HAS_CONTENT = `EXISTS (SELECT 1 FROM content_template_items i WHERE i.template_id = t.id)`;

export interface TemplateFilter {
  companyId: number;
  gameId: number;
  locations: string[];
  playCateName?: string | undefined;
  templateCode?: string | undefined;
  blocked: string[];
  offset: number;
  limit: number;
  /** Track record sort (issue 18): a key of RECORD_ORDER. */
  recordSort?: keyof typeof RECORD_ORDER | undefined;
  /** Only cards with at least this many hits over their last 30 judged periods. */
  minHits30?: number | undefined;
}

/** ORDER BY of each record sort: fixed SQL, chosen by a validated key (never client text). */
export const RECORD_ORDER = {
  last10: 'r.hits10 DESC NULLS LAST,',
  last30: 'r.hits30 DESC NULLS LAST,',
  last100: 'r.hits100 DESC NULLS LAST,',
  streak: 'r.current_streak DESC NULLS LAST,',
  longest: 'r.longest_streak DESC NULLS LAST,',
} as const;

export async function findTemplates(db: Queryable, f: TemplateFilter): Promise<TemplateRow[]> {
  const order = f.recordSort ? RECORD_ORDER[f.recordSort] : '';
  const { rows } = await db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLS}, count(*) OVER () AS total
       FROM content_templates t LEFT JOIN content_template_records r ON r.template_id = t.id
      WHERE t.company_id = $1 AND t.game_id = $2 AND t.enabled AND t.location = ANY($3)
        AND ($4::text IS NULL OR t.play_cate_name = $4)
        AND ($5::text IS NULL OR upper(t.template_code) = upper($5))
        AND NOT (upper(t.template_code) = ANY($6))
        AND ${HAS_CONTENT}
        AND ($9::int IS NULL OR r.hits30 >= $9)
      ORDER BY ${order} t.sort DESC, t.id
      LIMIT $7 OFFSET $8`,
    [f.companyId, f.gameId, f.locations, f.playCateName || null, f.templateCode || null, f.blocked.map((c) => c.toUpperCase()), f.limit, f.offset, f.minHits30 ?? null],
  );
  return rows;
}

export async function countTemplates(db: Queryable, f: TemplateFilter): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM content_templates t LEFT JOIN content_template_records r ON r.template_id = t.id
      WHERE t.company_id = $1 AND t.game_id = $2 AND t.enabled AND t.location = ANY($3)
        AND ($4::text IS NULL OR t.play_cate_name = $4)
        AND ($5::text IS NULL OR upper(t.template_code) = upper($5))
        AND NOT (upper(t.template_code) = ANY($6))
        AND ${HAS_CONTENT}
        AND ($7::int IS NULL OR r.hits30 >= $7)`,
    [f.companyId, f.gameId, f.locations, f.playCateName || null, f.templateCode || null, f.blocked.map((c) => c.toUpperCase()), f.minHits30 ?? null],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function findTemplateById(db: Queryable, companyId: number, id: number): Promise<TemplateRow | undefined> {
  const { rows } = await db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLS}, 1 AS total FROM content_templates t WHERE t.company_id = $1 AND t.id = $2 AND t.enabled`,
    [companyId, id],
  );
  return rows[0];
}

export async function findLikedTemplates(db: Queryable, companyId: number, userId: number, offset: number, limit: number) {
  const { rows } = await db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLS}, count(*) OVER () AS total
       FROM content_template_likes l JOIN content_templates t ON t.id = l.template_id
      WHERE l.user_id = $1 AND t.company_id = $2 AND t.enabled
      ORDER BY l.created_at DESC, t.id
      LIMIT $3 OFFSET $4`,
    [userId, companyId, limit, offset],
  );
  return rows;
}

export async function findPlayCates(db: Queryable, companyId: number, gameId: number, locations: string[], blocked: string[]) {
  const { rows } = await db.query<{ play_cate_name: string }>(
    `SELECT t.play_cate_name FROM content_templates t
      WHERE t.company_id = $1 AND t.game_id = $2 AND t.enabled AND t.location = ANY($3)
        AND t.play_cate_name <> '' AND NOT (upper(t.template_code) = ANY($4)) AND ${HAS_CONTENT}
      GROUP BY t.play_cate_name ORDER BY max(t.sort) DESC, min(t.id)`,
    [companyId, gameId, locations, blocked.map((c) => c.toUpperCase())],
  );
  return rows.map((r) => r.play_cate_name);
}

/** The newest `perTemplate` groups of each template (null: all of them). */
export async function findGroups(db: Queryable, templateIds: number[], perTemplate: number | null): Promise<GroupRow[]> {
  if (templateIds.length === 0) return [];
  const { rows } = await db.query<GroupRow>(
    `SELECT id, template_id, group_name FROM (
       SELECT g.*, row_number() OVER (PARTITION BY g.template_id ORDER BY g.sort DESC, g.id DESC) AS rn
         FROM content_template_groups g
        WHERE g.template_id = ANY($1)
          AND EXISTS (SELECT 1 FROM content_template_items i WHERE i.group_id = g.id)) x
      WHERE $2::int IS NULL OR rn <= $2
      ORDER BY template_id, rn`,
    [templateIds, perTemplate],
  );
  return rows;
}

const ITEM_COLS = `i.id, i.group_id, i.template_id, i.title, i.content, i.content2, i.content3, i.note, i.icon_url,
  i.sort, i.sub_name, i.multi_contents, i.require_login, i.require_recharge, i.template_type, i.poll_status,
  i.game_turn, i.active_cover, ${SQL_TIME('i.updated_at')} AS updated_time`;

export async function findItems(db: Queryable, groupIds: number[]): Promise<ItemRow[]> {
  if (groupIds.length === 0) return [];
  const { rows } = await db.query<ItemRow>(
    `SELECT ${ITEM_COLS} FROM content_template_items i WHERE i.group_id = ANY($1) ORDER BY i.sort DESC, i.id`,
    [groupIds],
  );
  return rows;
}

export async function findItem(db: Queryable, itemId: number): Promise<ItemRow | undefined> {
  const { rows } = await db.query<ItemRow>(`SELECT ${ITEM_COLS} FROM content_template_items i WHERE i.id = $1`, [itemId]);
  return rows[0];
}

export async function findOptions(db: Queryable, itemIds: number[]): Promise<OptionRow[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await db.query<OptionRow>(
    `SELECT id, item_id, option_text, option_value, option_vote FROM content_poll_options
      WHERE item_id = ANY($1) ORDER BY item_id, sort, id`,
    [itemIds],
  );
  return rows;
}

export async function findUserVotes(db: Queryable, userId: number, itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const { rows } = await db.query<{ item_id: number; option_id: number }>(
    'SELECT item_id, option_id FROM content_poll_votes WHERE user_id = $1 AND item_id = ANY($2)',
    [userId, itemIds],
  );
  return new Map(rows.map((r) => [r.item_id, r.option_id]));
}

export async function findUserLikes(db: Queryable, userId: number, templateIds: number[]): Promise<Set<number>> {
  if (templateIds.length === 0) return new Set();
  const { rows } = await db.query<{ template_id: number }>(
    'SELECT template_id FROM content_template_likes WHERE user_id = $1 AND template_id = ANY($2)',
    [userId, templateIds],
  );
  return new Set(rows.map((r) => r.template_id));
}

export async function setLike(db: Queryable, userId: number, templateId: number, like: boolean): Promise<void> {
  if (like) {
    await db.query('INSERT INTO content_template_likes (user_id, template_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, templateId]);
  } else {
    await db.query('DELETE FROM content_template_likes WHERE user_id = $1 AND template_id = $2', [userId, templateId]);
  }
}

/** Records a vote; false when the user already voted on this item (the unique key decides). */
export async function insertVote(db: Queryable, userId: number, itemId: number, optionId: number): Promise<boolean> {
  const res = await db.query(
    `INSERT INTO content_poll_votes (user_id, item_id, option_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, item_id) DO NOTHING RETURNING id`,
    [userId, itemId, optionId],
  );
  return (res.rowCount ?? 0) > 0;
}

export async function bumpOption(db: Queryable, optionId: number): Promise<void> {
  await db.query('UPDATE content_poll_options SET option_vote = option_vote + 1 WHERE id = $1', [optionId]);
}

export async function findRechMoney(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ rech_money: string }>('SELECT rech_money FROM wallets WHERE user_id = $1', [userId]);
  return Number(rows[0]?.rech_money ?? 0);
}

export async function findBlockedCodes(db: Queryable, companyId: number): Promise<string[]> {
  const { rows } = await db.query<{ config_value: string }>(
    `SELECT config_value FROM system_config WHERE company_id = $1 AND config_key = 'blocked_template_codes'`,
    [companyId],
  );
  return (rows[0]?.config_value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/* ---------- data library ---------- */

export interface DocumentRow {
  game_id: number;
  template_id: number;
  document_id: number;
  sub_name: string;
  name: string;
  total: string;
}

export async function findDocuments(
  db: Queryable,
  f: { companyId: number; gameId: number; templateId?: number | undefined; searchText?: string | undefined; offset: number; limit: number },
): Promise<DocumentRow[]> {
  const { rows } = await db.query<DocumentRow>(
    `SELECT t.game_id, t.id AS template_id, i.id AS document_id, t.play_cate_name AS sub_name, i.title AS name,
            count(*) OVER () AS total
       FROM content_template_items i JOIN content_templates t ON t.id = i.template_id
      WHERE t.company_id = $1 AND t.game_id = $2 AND t.location = 'database' AND t.enabled
        AND ($3::int IS NULL OR t.id = $3)
        AND ($4::text IS NULL OR i.title ILIKE '%' || $4 || '%')
      ORDER BY t.sort DESC, i.sort DESC, i.id DESC
      LIMIT $5 OFFSET $6`,
    [f.companyId, f.gameId, f.templateId ?? null, f.searchText ? f.searchText.replace(/[%_\\]/g, '\\$&') : null, f.limit, f.offset],
  );
  return rows;
}

export async function findDatabaseCates(db: Queryable, companyId: number, gameId: number) {
  const { rows } = await db.query<{ id: number; play_cate_name: string }>(
    `SELECT t.id, t.play_cate_name FROM content_templates t
      WHERE t.company_id = $1 AND t.game_id = $2 AND t.location = 'database' AND t.enabled AND ${HAS_CONTENT}
      ORDER BY t.sort DESC, t.id`,
    [companyId, gameId],
  );
  return rows;
}

/* ---------- ads ---------- */

export interface AdRow {
  id: number;
  template_code: string;
  name: string;
  enabled: boolean;
  content: string;
  image_url: string;
  redirect_url: string;
  sort: number;
}

export async function findAds(db: Queryable, companyId: number): Promise<AdRow[]> {
  const { rows } = await db.query<AdRow>(
    `SELECT id, template_code, name, enabled, content, image_url, redirect_url, sort
       FROM content_ads WHERE company_id = $1 ORDER BY sort, template_code`,
    [companyId],
  );
  return rows;
}
