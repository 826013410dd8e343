import type pg from 'pg';
import {
  ErrorCode,
  withUploadPrefix,
  type AdSlot,
  type DatabasePage,
  type PlayCate,
  type RecordSort,
  type Template,
  type TemplateItem,
  type TemplatePage,
  type VoteData,
} from '@sixmark/shared';
import { homeCardGroups } from '@sixmark/shared/domain/card-rules';
import { AppError, notFound } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import * as repo from './template.repo';
import { findRecords } from './track-record';

/** Who is reading: decides which locked items keep their content. */
export interface Viewer {
  userId: number | null;
  /** Guests and TEST accounts count as not logged in for login locks (spec 2 §6). */
  formal: boolean;
  rechMoney: number;
}

export const GUEST: Viewer = { userId: null, formal: false, rechMoney: 0 };

export async function viewerOf(
  pool: pg.Pool,
  user: { id: number; type: 'NORMAL' | 'TEST' } | null,
): Promise<Viewer> {
  if (!user) return GUEST;
  return { userId: user.id, formal: user.type !== 'TEST', rechMoney: await repo.findRechMoney(pool, user.id) };
}

/** Groups shown per card in lists; the detail page sends every past group. */
const LIST_GROUPS = 6;

/** Blanks what a locked item would reveal; the card shows the overlay instead. */
export function applyLock(item: TemplateItem, viewer: Viewer): TemplateItem {
  let locked: TemplateItem['locked'] = null;
  if (item.requireLogin === 1 && !viewer.formal) locked = 'login';
  else if (item.requireRecharge === 1 && viewer.rechMoney <= 0) locked = 'recharge';
  if (!locked) return item;
  return { ...item, content: '', content2: '', content3: '', multiContents: [], note: '', locked };
}

async function assemble(
  pool: pg.Pool,
  rows: repo.TemplateRow[],
  viewer: Viewer,
  opts: { perTemplate: number | null; documentId?: number | undefined },
): Promise<Template[]> {
  const ids = rows.map((r) => r.id);
  let groups = await repo.findGroups(pool, ids, opts.perTemplate);
  let items = await repo.findItems(pool, groups.map((g) => g.id));
  if (opts.documentId !== undefined) {
    items = items.filter((i) => i.id === opts.documentId);
    groups = groups.filter((g) => items.some((i) => i.group_id === g.id));
  }
  const pollIds = items.filter((i) => i.poll_status === 1).map((i) => i.id);
  const [options, votes, likes, records] = await Promise.all([
    repo.findOptions(pool, pollIds),
    viewer.userId ? repo.findUserVotes(pool, viewer.userId, pollIds) : Promise.resolve(new Map<number, number>()),
    viewer.userId ? repo.findUserLikes(pool, viewer.userId, ids) : Promise.resolve(new Set<number>()),
    findRecords(pool, ids),
  ]);
  const optionsByItem = new Map<number, repo.OptionRow[]>();
  for (const o of options) optionsByItem.set(o.item_id, [...(optionsByItem.get(o.item_id) ?? []), o]);
  const itemsByGroup = new Map<number, TemplateItem[]>();
  for (const i of items) {
    const item = applyLock(toItem(i, optionsByItem.get(i.id) ?? [], votes.get(i.id) ?? null), viewer);
    itemsByGroup.set(i.group_id, [...(itemsByGroup.get(i.group_id) ?? []), item]);
  }
  return rows.map((t) => ({
    id: t.id,
    gameId: t.game_id,
    name: t.name,
    note1: t.note1,
    note2: t.note2,
    templateCode: t.template_code,
    colorTheme: t.color_theme,
    like: likes.has(t.id) ? 1 : 0,
    location: t.location,
    playCateName: t.play_cate_name,
    sort: t.sort,
    groups: groups
      .filter((g) => g.template_id === t.id)
      .map((g) => ({ id: g.id, groupName: g.group_name, items: itemsByGroup.get(g.id) ?? [] })),
    record: records.get(t.id) ?? null,
  }));
}

function toItem(i: repo.ItemRow, options: repo.OptionRow[], optionId: number | null): TemplateItem {
  return {
    id: i.id,
    title: i.title,
    content: i.content,
    content2: i.content2,
    content3: i.content3,
    note: i.note,
    iconUrl: withUploadPrefix(i.icon_url),
    sort: i.sort,
    updatedTime: i.updated_time,
    subName: i.sub_name,
    multiContents: i.multi_contents,
    requireLogin: i.require_login,
    requireRecharge: i.require_recharge,
    templateType: i.template_type,
    pollOptions: options.map((o) => ({
      option_id: o.id,
      option_text: o.option_text,
      option_value: o.option_value,
      option_vote: o.option_vote,
    })),
    pollStatus: i.poll_status,
    gameTurn: i.game_turn,
    optionId,
    activeCover: i.active_cover,
    locked: null,
  };
}

const locationsOf = (location: string | undefined) => (location ? [location] : ['home', 'list']);

export async function listTemplates(
  pool: pg.Pool,
  companyId: number,
  q: { gameId: number; page: number; rows: number; playCateName?: string | undefined; location?: string | undefined; templateCode?: string | undefined; recordSort?: RecordSort | undefined; minHits30?: number | undefined },
  viewer: Viewer,
): Promise<TemplatePage> {
  const filter: repo.TemplateFilter = {
    companyId,
    gameId: q.gameId,
    locations: locationsOf(q.location),
    playCateName: q.playCateName,
    templateCode: q.templateCode,
    blocked: await repo.findBlockedCodes(pool, companyId),
    offset: (q.page - 1) * q.rows,
    limit: q.rows,
    recordSort: q.recordSort,
    minHits30: q.minHits30,
  };
  const rows = await repo.findTemplates(pool, filter);
  const totalCount = rows[0] ? Number(rows[0].total) : await repo.countTemplates(pool, filter);
  const data = await assemble(pool, rows, viewer, { perTemplate: LIST_GROUPS });
  // The home list sends what the home cards show; the rest is on the detail route (issue 16).
  if (q.location === 'home') for (const t of data) t.groups = homeCardGroups(t.templateCode, t.groups);
  return { data, totalCount };
}

export async function listPlayCates(pool: pg.Pool, companyId: number, gameId: number, location?: string): Promise<PlayCate[]> {
  const blocked = await repo.findBlockedCodes(pool, companyId);
  const names = await repo.findPlayCates(pool, companyId, gameId, locationsOf(location), blocked);
  return names.map((playCateName) => ({ playCateName }));
}

export async function templateDetail(
  pool: pg.Pool,
  companyId: number,
  p: { gameId: number; templateId: number; documentId?: number | undefined },
  viewer: Viewer,
): Promise<Template> {
  const row = await repo.findTemplateById(pool, companyId, p.templateId);
  if (!row || row.game_id !== p.gameId) throw notFound();
  const [template] = await assemble(pool, [row], viewer, { perTemplate: null, documentId: p.documentId });
  if (!template || (p.documentId !== undefined && template.groups.length === 0)) throw notFound();
  return template;
}

export async function likedTemplates(pool: pg.Pool, companyId: number, viewer: Viewer, page: number, rows: number): Promise<TemplatePage> {
  if (!viewer.userId) return { data: [], totalCount: 0 };
  const list = await repo.findLikedTemplates(pool, companyId, viewer.userId, (page - 1) * rows, rows);
  return { data: await assemble(pool, list, viewer, { perTemplate: LIST_GROUPS }), totalCount: Number(list[0]?.total ?? 0) };
}

export async function toggleLike(pool: pg.Pool, companyId: number, userId: number, templateId: number, like: 0 | 1) {
  const row = await repo.findTemplateById(pool, companyId, templateId);
  if (!row) throw notFound();
  await repo.setLike(pool, userId, templateId, like === 1);
  return { templateId, like };
}

async function voteData(db: Pick<pg.PoolClient, 'query'>, itemId: number, userId: number | null): Promise<VoteData> {
  const options = await repo.findOptions(db, [itemId]);
  const mine = userId ? (await repo.findUserVotes(db, userId, [itemId])).get(itemId) ?? null : null;
  return {
    documentId: itemId,
    pollOptions: options.map((o) => ({ option_id: o.id, option_text: o.option_text, option_value: o.option_value, option_vote: o.option_vote })),
    optionId: mine,
    totalVotes: options.reduce((s, o) => s + o.option_vote, 0),
  };
}

/**
 * Vote data by item id; an id that is not a poll item is read as a template id and answers
 * that template's newest poll (the card keeps vote data per template id).
 */
export async function getVoteData(pool: pg.Pool, companyId: number, id: number, userId: number | null): Promise<VoteData> {
  const item = await repo.findItem(pool, id);
  if (item && item.poll_status === 1) return voteData(pool, id, userId);
  const { rows } = await pool.query<{ id: number }>(
    `SELECT i.id FROM content_template_items i JOIN content_templates t ON t.id = i.template_id
      WHERE t.id = $1 AND t.company_id = $2 AND i.poll_status = 1
      ORDER BY i.group_id DESC, i.sort DESC, i.id DESC LIMIT 1`,
    [id, companyId],
  );
  if (!rows[0]) throw notFound();
  return voteData(pool, rows[0].id, userId);
}

/** One vote per user per item: the unique key decides under concurrency; the count moves in the same transaction. */
export async function vote(pool: pg.Pool, companyId: number, userId: number, itemId: number, optionId: number | undefined): Promise<VoteData> {
  if (!optionId) throw new AppError(ErrorCode.VOTE_NO_OPTION);
  return withTransaction(pool, async (tx) => {
    // The item is share-locked first: an operator's option edit (or the item's delete) holds it
    // for update, so the vote waits for it and then checks the options as they are now; a vote
    // checked before the edit would otherwise insert against a deleted option (a foreign-key
    // failure) or onto a re-valued one.
    const item = await tx.query(
      `SELECT 1 FROM content_template_items i JOIN content_templates t ON t.id = i.template_id
        WHERE i.id = $1 AND t.company_id = $2 AND i.poll_status = 1 FOR SHARE OF i`,
      [itemId, companyId],
    );
    const option = item.rowCount ? await tx.query('SELECT 1 FROM content_poll_options WHERE id = $1 AND item_id = $2', [optionId, itemId]) : null;
    if (!option?.rowCount) throw new AppError(ErrorCode.VOTE_NO_OPTION);
    const inserted = await repo.insertVote(tx, userId, itemId, optionId);
    if (!inserted) throw new AppError(ErrorCode.VOTE_REPEAT);
    await repo.bumpOption(tx, optionId);
    return voteData(tx, itemId, userId);
  });
}

export async function listDocuments(
  pool: pg.Pool,
  companyId: number,
  q: { gameId: number; templateId?: number | undefined; page: number; rows: number; searchText?: string | undefined },
): Promise<DatabasePage> {
  const rows = await repo.findDocuments(pool, { ...q, companyId, offset: (q.page - 1) * q.rows, limit: q.rows });
  return {
    data: rows.map((r) => ({ gameId: r.game_id, templateId: r.template_id, documentId: r.document_id, subName: r.sub_name, name: r.name })),
    totalCount: Number(rows[0]?.total ?? 0),
  };
}

export async function listDatabaseCates(pool: pg.Pool, companyId: number, gameId: number): Promise<PlayCate[]> {
  const rows = await repo.findDatabaseCates(pool, companyId, gameId);
  return rows.map((r) => ({ playCateName: r.play_cate_name, templateId: r.id }));
}

export async function listAds(pool: pg.Pool, companyId: number): Promise<AdSlot[]> {
  const rows = await repo.findAds(pool, companyId);
  return rows.map((r) => ({
    id: r.id,
    templateCode: r.template_code,
    name: r.name,
    enabled: r.enabled ? 1 : 0,
    content: r.content,
    imageUrl: withUploadPrefix(r.image_url),
    redirectUrl: r.redirect_url,
    sort: r.sort,
  }));
}
