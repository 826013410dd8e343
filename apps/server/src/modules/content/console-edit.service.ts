import type pg from 'pg';
import type { z } from 'zod';
import {
  cardDeleteOutcome,
  ErrorCode,
  itemDeleteError,
  POLL_EDIT_MESSAGES,
  pollEditError,
  type AdminDeleted,
  type AdminPollOption,
  type adminGroupInputSchema,
  type adminItemInputSchema,
  type CardHistory,
  type PollOptionEdit,
} from '@sixmark/shared';
import { audit } from '../../lib/admin';
import { AppError, notFound } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import { CONTENT_TAG } from './company';
import { lockLiveCardOfItem, type ContentAdminCtx } from './content-admin.service';
import * as repo from './console.repo';
import { insertItem } from './content-admin.repo';
import { sanitizeText } from './sanitize';

/**
 * Operator deletes of content, poll-option edits and group/item adds (issue 15). Each change and its audit row
 * (the deleted row as `before`) commit in one transaction; the cached content files are dropped
 * after the commit, like the saves in content-admin.service.
 */
async function write<T>(ctx: ContentAdminCtx, run: (tx: pg.PoolClient) => Promise<T>, tags: string[] = [CONTENT_TAG]): Promise<T> {
  const result = await withTransaction(ctx.pool, run);
  if (tags.length > 0) await ctx.invalidate(...tags);
  return result;
}

const auditDelete = (ctx: ContentAdminCtx, tx: pg.PoolClient, action: string, targetType: string, targetId: number | string, detail: object) =>
  audit(tx, { actor: ctx.actor, action, targetType, targetId, detail, ip: ctx.ip });

export const deletePromotion = (ctx: ContentAdminCtx, id: number, reason: string) =>
  write(ctx, async (tx) => {
    const before = await repo.findPromotion(tx, ctx.companyId, id, true);
    if (!before) throw notFound();
    await tx.query('DELETE FROM promotions WHERE id = $1 AND company_id = $2', [id, ctx.companyId]);
    await auditDelete(ctx, tx, 'content.promotion.delete', 'promotion', id, { before, reason });
  });

/** Deletes a card nobody used; archives one with history (see cardDeleteOutcome). */
export const deleteTemplate = (ctx: ContentAdminCtx, id: number, reason: string): Promise<AdminDeleted> =>
  write(ctx, async (tx) => {
    const lock = await tx.query<{ archived: boolean }>('SELECT archived_at IS NOT NULL AS archived FROM content_templates WHERE id = $1 AND company_id = $2 FOR UPDATE', [
      id,
      ctx.companyId,
    ]);
    if (!lock.rows[0]) throw notFound();
    if (lock.rows[0].archived) throw new AppError(ErrorCode.CONTENT_ARCHIVED, { message: '该卡片已归档' });
    // Votes and likes take key-share locks on the item / card rows they reference: with the items
    // locked too, none can land between the history count and the delete.
    await tx.query('SELECT 1 FROM content_template_items WHERE template_id = $1 FOR UPDATE', [id]);
    const before = (await repo.findTemplate(tx, ctx.companyId, id))!;
    const history = await cardHistory(tx, id);
    const outcome = cardDeleteOutcome(history);
    if (outcome === 'archived') {
      await tx.query('UPDATE content_templates SET enabled = false, archived_at = now(), updated_at = now() WHERE id = $1', [id]);
    } else {
      // Groups, items and poll options go with it (ON DELETE CASCADE); it has no votes or likes.
      await tx.query('DELETE FROM content_templates WHERE id = $1', [id]);
    }
    const { groups, ...card } = before;
    await auditDelete(ctx, tx, outcome === 'archived' ? 'content.template.archive' : 'content.template.delete', 'template', id, {
      before: { ...card, groups: groups.map((g) => ({ id: g.id, groupName: g.groupName, items: g.items.length })) },
      history,
      reason,
    });
    return { id, outcome };
  });

async function cardHistory(tx: pg.PoolClient, id: number): Promise<CardHistory> {
  const { rows } = await tx.query<{ has_record: boolean; drawn_items: number; favourites: number; votes: number }>(
    `SELECT EXISTS (SELECT 1 FROM content_template_records WHERE template_id = $1) AS has_record,
            (SELECT count(*)::int FROM content_template_items i JOIN content_templates t ON t.id = i.template_id
               JOIN lottery_turns lt ON lt.game_id = t.game_id AND lt.turn_num = i.game_turn AND lt.status = 'drawn'
              WHERE i.template_id = $1) AS drawn_items,
            (SELECT count(*)::int FROM content_template_likes WHERE template_id = $1) AS favourites,
            (SELECT count(*)::int FROM content_poll_votes v JOIN content_template_items i ON i.id = v.item_id WHERE i.template_id = $1) AS votes`,
    [id],
  );
  const r = rows[0]!;
  return { hasRecord: r.has_record, drawnItems: r.drawn_items, favourites: r.favourites, votes: r.votes };
}

export const deleteAd = (ctx: ContentAdminCtx, code: string, reason: string) =>
  write(ctx, async (tx) => {
    const { rows } = await tx.query('DELETE FROM content_ads WHERE company_id = $1 AND template_code = $2 RETURNING *', [ctx.companyId, code.toUpperCase()]);
    const before = rows[0] as Record<string, unknown> | undefined;
    if (!before) throw notFound();
    await auditDelete(ctx, tx, 'content.ad.delete', 'ad', code.toUpperCase(), { before, reason });
  });

/**
 * Gallery pages are read live (no cached file), so nothing is invalidated. A group with images
 * is refused unless the operator confirmed deleting them too (`withImages`): one click should
 * not remove a whole archive of issue sheets by surprise.
 */
export const deleteGalleryGroup = (ctx: ContentAdminCtx, id: number, reason: string, withImages: boolean) =>
  write(
    ctx,
    async (tx) => {
      const { rows } = await tx.query('SELECT * FROM gallery_groups WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, ctx.companyId]);
      const before = rows[0] as Record<string, unknown> | undefined;
      if (!before) throw notFound();
      // The group row lock keeps a concurrent image publish (it updates the group) out until we commit.
      const images = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM gallery_images WHERE group_id = $1', [id])).rows[0]!.n;
      if (images > 0 && !withImages) {
        throw new AppError(ErrorCode.CONTENT_GROUP_NOT_EMPTY, { message: `该分组还有 ${images} 张图片，请确认一并删除后再试` });
      }
      await tx.query('DELETE FROM gallery_groups WHERE id = $1', [id]);
      await auditDelete(ctx, tx, 'gallery.group.delete', 'gallery_group', id, { before, images, reason });
    },
    [],
  );

export const deleteGalleryImage = (ctx: ContentAdminCtx, id: number, reason: string) =>
  write(
    ctx,
    async (tx) => {
      const { rows } = await tx.query(
        `DELETE FROM gallery_images im USING gallery_groups g WHERE im.id = $1 AND g.id = im.group_id AND g.company_id = $2
         RETURNING im.id, im.group_id, im.game_turn, im.image_url, im.thumb_url, im.like_count, im.created_at`,
        [id, ctx.companyId],
      );
      const before = rows[0] as Record<string, unknown> | undefined;
      if (!before) throw notFound();
      await auditDelete(ctx, tx, 'gallery.image.delete', 'gallery_image', id, { before, reason });
    },
    [],
  );

type OptionRow = { id: number; option_text: string; option_value: string; option_vote: number };
const toOption = (o: OptionRow): AdminPollOption => ({ id: o.id, text: o.option_text, value: o.option_value, votes: o.option_vote });

/**
 * Replaces an item's poll options under the rule of pollEditError. The item's options are
 * row-locked first: a member's vote takes a key-share lock on its option (foreign key) and
 * updates its count, so no vote lands between the vote count read here and the commit.
 */
export const setPollOptions = (ctx: ContentAdminCtx, itemId: number, next: PollOptionEdit[]): Promise<AdminPollOption[]> =>
  write(ctx, async (tx) => {
    await lockLiveCardOfItem(tx, ctx.companyId, itemId);
    // Votes share-lock the item first (template.service vote), so none is cast between here and the commit.
    if ((await tx.query('SELECT 1 FROM content_template_items WHERE id = $1 FOR UPDATE', [itemId])).rowCount === 0) throw notFound();
    const stored = (await tx.query<OptionRow>('SELECT id, option_text, option_value, option_vote FROM content_poll_options WHERE item_id = $1 ORDER BY sort, id FOR UPDATE', [itemId])).rows;
    const votes = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM content_poll_votes WHERE item_id = $1', [itemId])).rows[0]!.n;
    const clean = next.map((o) => ({ id: o.id, text: sanitizeText(o.text), value: sanitizeText(o.value) }));
    const refusal = pollEditError(
      stored.map((o) => ({ id: o.id, value: o.option_value })),
      clean,
      votes,
    );
    if (refusal) throw new AppError(refusal === POLL_EDIT_MESSAGES.voted ? ErrorCode.CONTENT_POLL_VOTED : ErrorCode.CONTENT_POLL_INVALID, { message: refusal });
    if (votes > 0) {
      // Only the texts change; order and values stay as the votes were cast.
      for (const o of clean) await tx.query('UPDATE content_poll_options SET option_text = $2 WHERE id = $1', [o.id, o.text]);
    } else {
      const kept = clean.flatMap((o) => (o.id === undefined ? [] : [o.id]));
      await tx.query('DELETE FROM content_poll_options WHERE item_id = $1 AND NOT (id = ANY($2::int[]))', [itemId, kept]);
      for (const [i, o] of clean.entries()) {
        if (o.id === undefined) {
          await tx.query('INSERT INTO content_poll_options (item_id, option_text, option_value, sort) VALUES ($1, $2, $3, $4)', [itemId, o.text, o.value, i]);
        } else {
          await tx.query('UPDATE content_poll_options SET option_text = $2, option_value = $3, sort = $4 WHERE id = $1', [o.id, o.text, o.value, i]);
        }
      }
      await tx.query('UPDATE content_template_items SET poll_status = $2, updated_at = now() WHERE id = $1', [itemId, clean.length > 0 ? 1 : 0]);
    }
    const after = (await tx.query<OptionRow>('SELECT id, option_text, option_value, option_vote FROM content_poll_options WHERE item_id = $1 ORDER BY sort, id', [itemId])).rows.map(toOption);
    await audit(tx, {
      actor: ctx.actor,
      action: 'content.poll.update',
      targetType: 'template_item',
      targetId: itemId,
      detail: { before: stored.map(toOption), after, votes },
      ip: ctx.ip,
    });
    return after;
  });

/**
 * Locks the card row (so an archive or a card delete cannot run between the checks and the
 * write) and refuses an archived card or new items of an already drawn period.
 */
async function lockCardForAdd(tx: pg.PoolClient, ctx: ContentAdminCtx, templateId: number, turns: string[]): Promise<void> {
  const card = await tx.query<{ archived: boolean; game_id: number }>(
    'SELECT archived_at IS NOT NULL AS archived, game_id FROM content_templates WHERE id = $1 AND company_id = $2 FOR UPDATE',
    [templateId, ctx.companyId],
  );
  if (!card.rows[0]) throw notFound();
  if (card.rows[0].archived) throw new AppError(ErrorCode.CONTENT_ARCHIVED);
  const drawn = await tx.query<{ turn_num: string }>(
    `SELECT turn_num FROM lottery_turns WHERE game_id = $1 AND status = 'drawn' AND turn_num = ANY($2::text[]) ORDER BY turn_num LIMIT 1`,
    [card.rows[0].game_id, turns.filter((x) => x !== '')],
  );
  if (drawn.rows[0]) throw new AppError(ErrorCode.CONTENT_ITEM_DRAWN, { message: `第 ${drawn.rows[0].turn_num} 期已开奖，不能再新增本期资料` });
}

const itemSummary = (id: number, it: z.output<typeof adminItemInputSchema>) => ({ id, title: it.title, gameTurn: it.gameTurn, pollOptions: it.pollOptions.length });

/** Adds a period group with its items to an existing card. */
export const addGroup = (ctx: ContentAdminCtx, templateId: number, input: z.output<typeof adminGroupInputSchema>): Promise<{ id: number }> =>
  write(ctx, async (tx) => {
    await lockCardForAdd(tx, ctx, templateId, input.items.map((i) => i.gameTurn));
    const { rows } = await tx.query<{ id: number }>('INSERT INTO content_template_groups (template_id, group_name, sort) VALUES ($1, $2, $3) RETURNING id', [
      templateId,
      sanitizeText(input.groupName),
      input.sort,
    ]);
    const id = rows[0]!.id;
    const items: ReturnType<typeof itemSummary>[] = [];
    for (const it of input.items) items.push(itemSummary(await insertItem(tx, templateId, id, it), it));
    await audit(tx, {
      actor: ctx.actor,
      action: 'content.group.create',
      targetType: 'template_group',
      targetId: id,
      detail: { before: null, after: { templateId, groupName: sanitizeText(input.groupName), sort: input.sort, items } },
      ip: ctx.ip,
    });
    return { id };
  });

/** Adds one item to an existing group. */
export const addItem = (ctx: ContentAdminCtx, groupId: number, input: z.output<typeof adminItemInputSchema>): Promise<{ id: number }> =>
  write(ctx, async (tx) => {
    const group = await tx.query<{ template_id: number }>(
      'SELECT g.template_id FROM content_template_groups g JOIN content_templates t ON t.id = g.template_id WHERE g.id = $1 AND t.company_id = $2',
      [groupId, ctx.companyId],
    );
    if (!group.rows[0]) throw notFound();
    const templateId = group.rows[0].template_id;
    await lockCardForAdd(tx, ctx, templateId, [input.gameTurn]);
    // The group may have been deleted while we waited for the card lock.
    const still = await tx.query('SELECT 1 FROM content_template_groups WHERE id = $1 FOR UPDATE', [groupId]);
    if ((still.rowCount ?? 0) === 0) throw notFound();
    const id = await insertItem(tx, templateId, groupId, input);
    await audit(tx, {
      actor: ctx.actor,
      action: 'content.item.create',
      targetType: 'template_item',
      targetId: id,
      detail: { before: null, after: { templateId, groupId, ...itemSummary(id, input) } },
      ip: ctx.ip,
    });
    return { id };
  });

/**
 * Locks the card, then the items (a vote takes a key-share lock on its item, so none can land
 * between the vote count and the delete), and refuses what itemDeleteError refuses.
 */
async function lockItemsForDelete(tx: pg.PoolClient, ctx: ContentAdminCtx, templateId: number, where: string, id: number) {
  const card = await tx.query<{ archived: boolean }>('SELECT archived_at IS NOT NULL AS archived FROM content_templates WHERE id = $1 FOR UPDATE', [templateId]);
  if (card.rows[0]?.archived) throw new AppError(ErrorCode.CONTENT_ARCHIVED);
  const { rows } = await tx.query<{ id: number; title: string; game_turn: string; drawn: boolean; votes: number }>(
    `SELECT i.id, i.title, i.game_turn,
            EXISTS (SELECT 1 FROM lottery_turns lt JOIN content_templates t ON t.id = i.template_id
                     WHERE lt.game_id = t.game_id AND lt.turn_num = i.game_turn AND lt.status = 'drawn') AS drawn,
            (SELECT count(*)::int FROM content_poll_votes v WHERE v.item_id = i.id) AS votes
       FROM content_template_items i WHERE ${where} = $1 ORDER BY i.sort, i.id FOR UPDATE OF i`,
    [id],
  );
  const refusal = itemDeleteError(rows);
  if (refusal) throw new AppError(refusal.reason === 'drawn' ? ErrorCode.CONTENT_ITEM_DRAWN : ErrorCode.CONTENT_ITEM_VOTED, { message: refusal.message });
  return rows;
}

/** Deletes one item (and its poll options) of a card. */
export const deleteItem = (ctx: ContentAdminCtx, itemId: number, reason: string) =>
  write(ctx, async (tx) => {
    const found = await tx.query<{ template_id: number }>(
      'SELECT i.template_id FROM content_template_items i JOIN content_templates t ON t.id = i.template_id WHERE i.id = $1 AND t.company_id = $2',
      [itemId, ctx.companyId],
    );
    if (!found.rows[0]) throw notFound();
    const templateId = found.rows[0].template_id;
    const locked = await lockItemsForDelete(tx, ctx, templateId, 'i.id', itemId);
    if (locked.length === 0) throw notFound();
    const detail = (await repo.findTemplate(tx, ctx.companyId, templateId))!;
    const group = detail.groups.find((g) => g.items.some((i) => i.id === itemId))!;
    const before = group.items.find((i) => i.id === itemId)!;
    await tx.query('DELETE FROM content_template_items WHERE id = $1', [itemId]);
    await auditDelete(ctx, tx, 'content.item.delete', 'template_item', itemId, { before: { templateId, groupId: group.id, ...before }, reason });
  });

/** Deletes a period group with all its items, when none of them is refused by itemDeleteError. */
export const deleteGroup = (ctx: ContentAdminCtx, groupId: number, reason: string) =>
  write(ctx, async (tx) => {
    const found = await tx.query<{ template_id: number }>(
      'SELECT g.template_id FROM content_template_groups g JOIN content_templates t ON t.id = g.template_id WHERE g.id = $1 AND t.company_id = $2',
      [groupId, ctx.companyId],
    );
    if (!found.rows[0]) throw notFound();
    const templateId = found.rows[0].template_id;
    const locked = await lockItemsForDelete(tx, ctx, templateId, 'i.group_id', groupId);
    const detail = (await repo.findTemplate(tx, ctx.companyId, templateId))!;
    const group = detail.groups.find((g) => g.id === groupId);
    if (!group) throw notFound();
    // Items go with the group (ON DELETE CASCADE), their poll options with them.
    await tx.query('DELETE FROM content_template_groups WHERE id = $1', [groupId]);
    await auditDelete(ctx, tx, 'content.group.delete', 'template_group', groupId, {
      before: { templateId, id: group.id, groupName: group.groupName, sort: group.sort, items: group.items.map((i) => ({ id: i.id, title: i.title, gameTurn: i.gameTurn })) },
      items: locked.length,
      reason,
    });
  });
