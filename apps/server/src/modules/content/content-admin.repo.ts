import type pg from 'pg';
import type { z } from 'zod';
import type {
  adminAdInputSchema,
  adminGalleryGroupInputSchema,
  adminGalleryImageInputSchema,
  adminItemInputSchema,
  adminPromotionInputSchema,
  adminTemplateInputSchema,
} from '@sixmark/shared';
import { sanitizeContent, sanitizeText } from './sanitize';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;
type ItemInput = z.output<typeof adminItemInputSchema>;
type TemplateInput = z.output<typeof adminTemplateInputSchema>;

const text = sanitizeText;

/** The item columns from title to template_type, sanitised, in table order. */
const itemColumns = (it: ItemInput) => [
  text(it.title),
  sanitizeContent(it.content),
  sanitizeContent(it.content2),
  sanitizeContent(it.content3),
  text(it.note),
  it.iconUrl,
  it.sort,
  it.subName,
  JSON.stringify(it.multiContents.map((m) => ({ title: text(m.title), content: sanitizeContent(m.content) }))),
  it.requireLogin,
  it.requireRecharge,
  it.templateType,
];

/**
 * Every content write goes through here so HTML is sanitised on the way in (the web
 * sanitises again on render).
 */
export async function insertItem(db: Queryable, templateId: number, groupId: number, it: ItemInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO content_template_items (group_id, template_id, title, content, content2, content3, note, icon_url, sort,
       sub_name, multi_contents, require_login, require_recharge, template_type, poll_status, game_turn, active_cover)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
    [
      groupId,
      templateId,
      ...itemColumns(it),
      it.pollOptions.length > 0 ? 1 : 0,
      it.gameTurn,
      it.activeCover,
    ],
  );
  const id = rows[0]!.id;
  for (const [i, o] of it.pollOptions.entries()) {
    await db.query('INSERT INTO content_poll_options (item_id, option_text, option_value, sort) VALUES ($1, $2, $3, $4)', [
      id,
      text(o.text),
      text(o.value),
      i,
    ]);
  }
  return id;
}

export async function insertTemplate(db: Queryable, companyId: number, t: TemplateInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO content_templates (company_id, game_id, name, note1, note2, template_code, color_theme, location, play_cate_name, sort, enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [companyId, t.gameId, text(t.name), text(t.note1), text(t.note2), t.templateCode, t.colorTheme, t.location, t.playCateName, t.sort, t.enabled],
  );
  const templateId = rows[0]!.id;
  for (const g of t.groups) {
    const group = await db.query<{ id: number }>(
      'INSERT INTO content_template_groups (template_id, group_name, sort) VALUES ($1, $2, $3) RETURNING id',
      [templateId, text(g.groupName), g.sort],
    );
    for (const it of g.items) await insertItem(db, templateId, group.rows[0]!.id, it);
  }
  return templateId;
}

export async function updateItem(db: Queryable, itemId: number, it: ItemInput): Promise<boolean> {
  const res = await db.query(
    `UPDATE content_template_items SET title = $2, content = $3, content2 = $4, content3 = $5, note = $6, icon_url = $7,
       sort = $8, sub_name = $9, multi_contents = $10, require_login = $11, require_recharge = $12, template_type = $13,
       game_turn = $14, active_cover = $15, updated_at = now()
     WHERE id = $1`,
    [
      itemId,
      ...itemColumns(it),
      it.gameTurn,
      it.activeCover,
    ],
  );
  return (res.rowCount ?? 0) > 0;
}

export async function upsertAd(db: Queryable, companyId: number, code: string, a: z.output<typeof adminAdInputSchema>): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO content_ads (company_id, template_code, name, enabled, content, image_url, redirect_url, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (company_id, template_code) DO UPDATE SET name = EXCLUDED.name, enabled = EXCLUDED.enabled,
       content = EXCLUDED.content, image_url = EXCLUDED.image_url, redirect_url = EXCLUDED.redirect_url,
       sort = EXCLUDED.sort, updated_at = now()
     RETURNING id`,
    [companyId, code.toUpperCase(), text(a.name), a.enabled, sanitizeContent(a.content), a.imageUrl, a.redirectUrl, a.sort],
  );
  return rows[0]!.id;
}

export async function insertPromotion(db: Queryable, companyId: number, p: z.output<typeof adminPromotionInputSchema>): Promise<number> {
  await db.query(
    `INSERT INTO promotion_classes (company_id, classify_type, classify_name, sort) VALUES ($1, $2, $3, $2)
     ON CONFLICT (company_id, classify_type) DO ${p.classifyName ? 'UPDATE SET classify_name = EXCLUDED.classify_name' : 'NOTHING'}`,
    [companyId, p.classifyType, text(p.classifyName ?? `活动${p.classifyType}`)],
  );
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO promotions (company_id, classify_type, name, cover_url, image_url, template_type, color, start_time, end_time, domain, content, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [companyId, p.classifyType, text(p.name), p.coverUrl, p.imageUrl, p.templateType, p.color, p.startTime, p.endTime, p.domain, sanitizeContent(p.content), p.sort],
  );
  return rows[0]!.id;
}

export async function setBlockedCodes(db: Queryable, companyId: number, codes: string[]): Promise<void> {
  await db.query(
    `INSERT INTO system_config (company_id, config_key, config_value, remark) VALUES ($1, 'blocked_template_codes', $2, '隐藏的模板代码')
     ON CONFLICT (company_id, config_key) DO UPDATE SET config_value = EXCLUDED.config_value, updated_at = now()`,
    [companyId, codes.map((c) => c.trim().toUpperCase()).filter(Boolean).join(',')],
  );
}

export async function insertGalleryGroup(db: Queryable, companyId: number, g: z.output<typeof adminGalleryGroupInputSchema>): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO gallery_groups (company_id, game_id, play_category_id, group_type, name, initial, popular, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [companyId, g.gameId, g.playCategoryId, g.groupType, text(g.name), g.initial, g.popular, g.sort],
  );
  return rows[0]!.id;
}

/** A new sheet for an issue; the group's updated time moves so the grid shows its "updated" tag. */
export async function insertGalleryImage(db: Queryable, companyId: number, i: z.output<typeof adminGalleryImageInputSchema>): Promise<number | null> {
  const group = await db.query('UPDATE gallery_groups SET updated_at = now() WHERE id = $1 AND company_id = $2', [i.groupId, companyId]);
  if ((group.rowCount ?? 0) === 0) return null;
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO gallery_images (group_id, game_turn, image_url, thumb_url) VALUES ($1, $2, $3, $4) RETURNING id',
    [i.groupId, text(i.gameTurn), i.imageUrl, i.thumbUrl || i.imageUrl],
  );
  return rows[0]!.id;
}
