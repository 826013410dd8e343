import type pg from 'pg';

type Q = Pick<pg.Pool, 'query'>;

export async function findCompanyByCode(db: Q, code: string) {
  const { rows } = await db.query<{
    id: number;
    code: string;
    name: string;
    logo_url: string;
    banner_logo_url: string;
    reg_logo_url: string;
    ios_download_url: string;
    android_download_url: string;
    domain: string;
    encrypt_url: string;
    ol_url: string;
    app_display: number;
    show_wechat_popup: number;
    detail_list: { content: string; httpImageUrl: string; wechatUrl: string }[];
  }>('SELECT * FROM companies WHERE code = $1', [code]);
  return rows[0] ?? null;
}

export async function listConfig(db: Q, companyId: number) {
  const { rows } = await db.query<{ config_key: string; config_value: string }>(
    'SELECT config_key, config_value FROM system_config WHERE company_id = $1 ORDER BY config_key',
    [companyId],
  );
  return rows;
}

export async function listCarousels(db: Q, companyId: number) {
  const { rows } = await db.query<{ id: number; sort: number; redirect_url: string; image_url: string }>(
    'SELECT id, sort, redirect_url, image_url FROM carousels WHERE company_id = $1 AND enabled ORDER BY sort, id',
    [companyId],
  );
  return rows;
}

export async function listNotices(db: Q, companyId: number) {
  const { rows } = await db.query<{ id: number; kind: string; title: string; content: string }>(
    'SELECT id, kind, title, content FROM notices WHERE company_id = $1 AND enabled ORDER BY sort, id',
    [companyId],
  );
  return rows;
}

export async function findLimit(db: Q, companyId: number, kind: string) {
  const { rows } = await db.query<{ data: Record<string, unknown> }>(
    'SELECT data FROM limit_configs WHERE company_id = $1 AND kind = $2',
    [companyId, kind],
  );
  return rows[0]?.data ?? null;
}

export async function listGameNames(db: Q, ids: number[]) {
  const { rows } = await db.query<{ game_id: number; game_name: string }>(
    'SELECT game_id, game_name FROM games WHERE game_id = ANY($1::int[])',
    [ids],
  );
  return rows;
}

export async function upsertConfig(db: Q, companyId: number, key: string, value: string) {
  await db.query(
    `INSERT INTO system_config (company_id, config_key, config_value) VALUES ($1, $2, $3)
     ON CONFLICT (company_id, config_key) DO UPDATE SET config_value = EXCLUDED.config_value, updated_at = now()`,
    [companyId, key, value],
  );
}
