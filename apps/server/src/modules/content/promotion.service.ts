import type pg from 'pg';
import { withUploadPrefix, type Promotion, type PromotionList } from '@sixmark/shared';
import { notFound } from '../../lib/errors';
import { SQL_TIME } from './template.repo';

interface Row {
  id: number;
  classify_type: number;
  classify_name: string;
  name: string;
  cover_url: string;
  image_url: string;
  template_type: number;
  color: string;
  start_time: string | null;
  end_time: string | null;
  domain: string;
  content: string;
}

const SELECT = `SELECT p.id, p.classify_type, c.classify_name, p.name, p.cover_url, p.image_url, p.template_type, p.color,
    ${SQL_TIME('p.start_time')} AS start_time, ${SQL_TIME('p.end_time')} AS end_time, p.domain, p.content
  FROM promotions p JOIN promotion_classes c ON c.company_id = p.company_id AND c.classify_type = p.classify_type`;

const toPromotion = (r: Row): Promotion => ({
  classifyType: r.classify_type,
  classifyName: r.classify_name,
  id: r.id,
  name: r.name,
  coverUrl: withUploadPrefix(r.cover_url),
  imageUrl: withUploadPrefix(r.image_url),
  templateType: r.template_type,
  color: r.color,
  startTime: r.start_time ?? '',
  endTime: r.end_time ?? '',
  domain: r.domain,
  content: r.content,
});

export async function listPromotions(pool: pg.Pool, companyId: number, classifyType?: number): Promise<PromotionList> {
  const classes = await pool.query<{ classify_type: number; classify_name: string }>(
    'SELECT classify_type, classify_name FROM promotion_classes WHERE company_id = $1 ORDER BY sort, classify_type',
    [companyId],
  );
  const { rows } = await pool.query<Row>(
    `${SELECT} WHERE p.company_id = $1 AND p.enabled AND ($2::int IS NULL OR p.classify_type = $2)
       AND (p.end_time IS NULL OR p.end_time > now())
     ORDER BY p.sort DESC, p.id DESC`,
    [companyId, classifyType ?? null],
  );
  return {
    classes: classes.rows.map((c) => ({ classifyType: c.classify_type, classifyName: c.classify_name })),
    data: rows.map(toPromotion),
  };
}

export async function getPromotion(pool: pg.Pool, companyId: number, id: number): Promise<Promotion> {
  const { rows } = await pool.query<Row>(`${SELECT} WHERE p.company_id = $1 AND p.id = $2 AND p.enabled`, [companyId, id]);
  if (!rows[0]) throw notFound();
  return toPromotion(rows[0]);
}
