import type pg from 'pg';
import { agentMsg, formatSystemTime, type Declaration } from '@sixmark/shared';
import { audit } from '../../lib/admin';
import { withTransaction } from '../../lib/tx';
import { sanitizeContent, sanitizeText } from '../content';
import { timeZoneOf } from '../system';
import * as repo from './agents.repo';

/** What the page says until an operator writes its own. */
export const DEFAULT_DECLARATION = {
  title: agentMsg.declarationTitle,
  content:
    '<h3>成为代理</h3><p>代理可通过推广链接或直接开户发展下级会员与下级代理，团队成员每一笔有效投注结算后，代理按返点差额获得代理返点，实时到账。</p>' +
    '<h3>返点规则</h3><p>下级的返点不能高于上级；代理返点 = 有效投注 × (本级返点 − 下级返点)。</p>' +
    '<h3>注意事项</h3><p>禁止以任何形式刷单、套利；一经发现，平台有权扣回相关返点并冻结账户。</p>',
};

export async function declaration(pool: pg.Pool, companyId: number): Promise<Declaration> {
  const row = await repo.findDeclaration(pool, companyId);
  const tz = await timeZoneOf(pool, companyId);
  return row
    ? { title: row.title, content: row.content, updatedAt: formatSystemTime(row.updatedAt, 'YYYY-MM-DD HH:mm:ss', tz) }
    : { ...DEFAULT_DECLARATION, updatedAt: '' };
}

/** Operator: replaces the declaration (HTML sanitised by the content policy), audited. */
export async function saveDeclaration(pool: pg.Pool, companyId: number, actor: string, ip: string, body: { title: string; content: string }): Promise<Declaration> {
  const title = sanitizeText(body.title);
  const content = sanitizeContent(body.content);
  await withTransaction(pool, async (tx) => {
    await repo.upsertDeclaration(tx, companyId, title, content);
    await audit(tx, { actor, action: 'agents.declaration', targetType: 'company', targetId: companyId, detail: { title, length: content.length }, ip });
  });
  return declaration(pool, companyId);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The standalone page of /views/app_agendDelaer.html (content is already sanitised). */
export function declarationPage(d: Declaration): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(d.title)}</title><style>body{margin:0;padding:16px;font:15px/1.7 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#333;background:#fff}h1{font-size:18px;margin:0 0 12px}h3{font-size:16px;margin:16px 0 6px;color:#e00221}img{max-width:100%}</style>
</head><body><h1>${escapeHtml(d.title)}</h1><main>${d.content}</main></body></html>`;
}
