import type pg from 'pg';
import type { z } from 'zod';
import type {
  AdminAdRow,
  AdminGalleryGroupRow,
  AdminGalleryImageRow,
  AdminPromotionRow,
  AdminTemplateDetail,
  AdminTemplateItem,
  AdminTemplateRow,
  adminPromotionUpdateSchema,
} from '@sixmark/shared';
import { sanitizeContent, sanitizeText } from './sanitize';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Operator reads of the content tables (the console lists), newest or sort order first. */
export async function listPromotions(db: Queryable, companyId: number): Promise<AdminPromotionRow[]> {
  const { rows } = await db.query(
    `SELECT p.id, p.classify_type, c.classify_name, p.name, p.cover_url, p.image_url, p.template_type, p.color, p.start_time,
            p.end_time, p.domain, p.content, p.sort, p.enabled
       FROM promotions p JOIN promotion_classes c ON c.company_id = p.company_id AND c.classify_type = p.classify_type
      WHERE p.company_id = $1 ORDER BY p.sort, p.id DESC LIMIT 500`,
    [companyId],
  );
  return rows.map((r) => ({
    id: r.id,
    classifyType: r.classify_type,
    classifyName: r.classify_name,
    name: r.name,
    coverUrl: r.cover_url,
    imageUrl: r.image_url,
    templateType: r.template_type,
    color: r.color,
    startTime: iso(r.start_time),
    endTime: iso(r.end_time),
    domain: r.domain,
    content: r.content,
    sort: r.sort,
    enabled: r.enabled,
  }));
}

export async function findPromotion(db: Queryable, companyId: number, id: number, lock = false): Promise<AdminPromotionRow | null> {
  const all = await db.query(`SELECT id FROM promotions WHERE id = $1 AND company_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, companyId]);
  if (all.rowCount === 0) return null;
  return (await listPromotions(db, companyId)).find((p) => p.id === id) ?? null;
}

export async function updatePromotion(db: Queryable, companyId: number, id: number, p: z.output<typeof adminPromotionUpdateSchema>): Promise<void> {
  await db.query(
    `INSERT INTO promotion_classes (company_id, classify_type, classify_name, sort) VALUES ($1, $2, $3, $2)
     ON CONFLICT (company_id, classify_type) DO ${p.classifyName ? 'UPDATE SET classify_name = EXCLUDED.classify_name' : 'NOTHING'}`,
    [companyId, p.classifyType, sanitizeText(p.classifyName ?? `活动${p.classifyType}`)],
  );
  await db.query(
    `UPDATE promotions SET classify_type = $3, name = $4, cover_url = $5, image_url = $6, template_type = $7, color = $8,
       start_time = $9, end_time = $10, domain = $11, content = $12, sort = $13, enabled = $14
     WHERE id = $1 AND company_id = $2`,
    [id, companyId, p.classifyType, sanitizeText(p.name), p.coverUrl, p.imageUrl, p.templateType, p.color, p.startTime, p.endTime, p.domain, sanitizeContent(p.content), p.sort, p.enabled],
  );
}

const templateRow = (r: Record<string, unknown>): AdminTemplateRow => ({
  id: r.id as number,
  gameId: r.game_id as number,
  name: r.name as string,
  templateCode: r.template_code as string,
  location: r.location as string,
  playCateName: r.play_cate_name as string,
  sort: r.sort as number,
  enabled: r.enabled as boolean,
  itemCount: Number(r.item_count),
  updatedAt: (r.updated_at as Date).toISOString(),
  archivedAt: iso((r.archived_at as Date | null) ?? null),
});

const TEMPLATE_SELECT = `SELECT t.id, t.game_id, t.name, t.template_code, t.location, t.play_cate_name, t.sort, t.enabled, t.updated_at, t.archived_at,
  (SELECT count(*) FROM content_template_items i WHERE i.template_id = t.id) AS item_count FROM content_templates t`;

export async function pageTemplates(
  db: Queryable,
  companyId: number,
  q: { gameId?: number | undefined; location?: string | undefined; page: number; rows: number },
): Promise<{ items: AdminTemplateRow[]; total: number }> {
  const where = `WHERE t.company_id = $1 AND ($2::int IS NULL OR t.game_id = $2) AND ($3::text IS NULL OR t.location = $3)`;
  const params = [companyId, q.gameId ?? null, q.location ?? null];
  const [list, count] = await Promise.all([
    db.query(`${TEMPLATE_SELECT} ${where} ORDER BY t.game_id, t.sort, t.id LIMIT $4 OFFSET $5`, [...params, q.rows, (q.page - 1) * q.rows]),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM content_templates t ${where}`, params),
  ]);
  return { items: list.rows.map(templateRow), total: Number(count.rows[0]!.n) };
}

export async function findTemplate(db: Queryable, companyId: number, id: number): Promise<AdminTemplateDetail | null> {
  const t = await db.query(`${TEMPLATE_SELECT} WHERE t.company_id = $1 AND t.id = $2`, [companyId, id]);
  if (!t.rows[0]) return null;
  const groups = await db.query('SELECT id, group_name, sort FROM content_template_groups WHERE template_id = $1 ORDER BY sort, id', [id]);
  const items = await db.query(
    `SELECT id, group_id, title, content, content2, content3, note, icon_url, sort, sub_name, require_login, require_recharge,
            template_type, game_turn, active_cover, multi_contents
       FROM content_template_items WHERE template_id = $1 ORDER BY sort, id`,
    [id],
  );
  const options = await db.query<{ id: number; item_id: number; option_text: string; option_value: string; option_vote: number }>(
    `SELECT o.id, o.item_id, o.option_text, o.option_value, o.option_vote FROM content_poll_options o
       JOIN content_template_items i ON i.id = o.item_id WHERE i.template_id = $1 ORDER BY o.sort, o.id`,
    [id],
  );
  const toItem = (r: Record<string, unknown>): AdminTemplateItem => ({
    id: r.id as number,
    title: r.title as string,
    content: r.content as string,
    content2: r.content2 as string,
    content3: r.content3 as string,
    note: r.note as string,
    iconUrl: r.icon_url as string,
    sort: r.sort as number,
    subName: (r.sub_name as 1 | 2 | 3 | null) ?? null,
    requireLogin: r.require_login as 0 | 1,
    requireRecharge: r.require_recharge as 0 | 1,
    templateType: (r.template_type as number | null) ?? null,
    gameTurn: r.game_turn as string,
    activeCover: r.active_cover as 0 | 1,
    multiContents: (r.multi_contents as { title: string; content: string }[]) ?? [],
    pollOptions: options.rows.filter((o) => o.item_id === r.id).map((o) => ({ id: o.id, text: o.option_text, value: o.option_value, votes: o.option_vote })),
  });
  return {
    ...templateRow(t.rows[0]),
    groups: groups.rows.map((g) => ({
      id: g.id,
      groupName: g.group_name,
      sort: g.sort,
      items: items.rows.filter((i) => i.group_id === g.id).map(toItem),
    })),
  };
}

export async function setTemplateEnabled(db: Queryable, companyId: number, id: number, enabled: boolean): Promise<boolean | 'archived' | null> {
  const lock = await db.query<{ archived: boolean }>('SELECT archived_at IS NOT NULL AS archived FROM content_templates WHERE id = $2 AND company_id = $1 FOR UPDATE', [companyId, id]);
  if (!lock.rows[0]) return null;
  // An archived card stays hidden: it was "deleted", only its history is kept.
  if (lock.rows[0].archived) return 'archived';
  const { rows } = await db.query<{ before: boolean }>(
    `UPDATE content_templates t SET enabled = $3, updated_at = now() FROM (SELECT id, enabled AS before FROM content_templates WHERE id = $2 AND company_id = $1) o
      WHERE t.id = o.id RETURNING o.before`,
    [companyId, id, enabled],
  );
  return rows[0] ? rows[0].before : null;
}

export async function listAds(db: Queryable, companyId: number): Promise<AdminAdRow[]> {
  const { rows } = await db.query(
    `SELECT id, template_code, name, enabled, content, image_url, redirect_url, sort FROM content_ads WHERE company_id = $1 ORDER BY template_code`,
    [companyId],
  );
  return rows.map((r) => ({ id: r.id, code: r.template_code, name: r.name, enabled: r.enabled, content: r.content, imageUrl: r.image_url, redirectUrl: r.redirect_url, sort: r.sort }));
}

export async function pageGalleryGroups(
  db: Queryable,
  companyId: number,
  q: { gameId?: number | undefined; groupType?: number | undefined; name?: string | undefined; page: number; rows: number },
): Promise<{ items: AdminGalleryGroupRow[]; total: number }> {
  const where = `WHERE g.company_id = $1 AND ($2::int IS NULL OR g.game_id = $2) AND ($3::int IS NULL OR g.group_type = $3)
    AND ($4::text IS NULL OR strpos(g.name, $4) > 0)`;
  const params = [companyId, q.gameId ?? null, q.groupType ?? null, q.name?.trim() || null];
  const [list, count] = await Promise.all([
    db.query(
      `SELECT g.id, g.game_id, g.group_type, g.name, g.initial, g.popular, g.sort, g.updated_at,
              (SELECT count(*) FROM gallery_images i WHERE i.group_id = g.id) AS image_count
         FROM gallery_groups g ${where} ORDER BY g.updated_at DESC, g.id DESC LIMIT $5 OFFSET $6`,
      [...params, q.rows, (q.page - 1) * q.rows],
    ),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM gallery_groups g ${where}`, params),
  ]);
  return {
    items: list.rows.map((r) => ({
      id: r.id,
      gameId: r.game_id,
      groupType: r.group_type,
      name: r.name,
      initial: r.initial,
      popular: r.popular,
      sort: r.sort,
      imageCount: Number(r.image_count),
      updatedAt: (r.updated_at as Date).toISOString(),
    })),
    total: Number(count.rows[0]!.n),
  };
}

export async function pageGalleryImages(
  db: Queryable,
  companyId: number,
  q: { groupId: number; page: number; rows: number },
): Promise<{ items: AdminGalleryImageRow[]; total: number }> {
  const where = 'FROM gallery_images i JOIN gallery_groups g ON g.id = i.group_id WHERE i.group_id = $1 AND g.company_id = $2';
  const [list, count] = await Promise.all([
    db.query(`SELECT i.id, i.group_id, i.game_turn, i.image_url, i.thumb_url, i.like_count, i.created_at ${where} ORDER BY i.id DESC LIMIT $3 OFFSET $4`, [
      q.groupId,
      companyId,
      q.rows,
      (q.page - 1) * q.rows,
    ]),
    db.query<{ n: string }>(`SELECT count(*) AS n ${where}`, [q.groupId, companyId]),
  ]);
  return {
    items: list.rows.map((r) => ({
      id: r.id,
      groupId: r.group_id,
      gameTurn: r.game_turn,
      imageUrl: r.image_url,
      thumbUrl: r.thumb_url,
      likeCount: r.like_count,
      createdAt: (r.created_at as Date).toISOString(),
    })),
    total: Number(count.rows[0]!.n),
  };
}
