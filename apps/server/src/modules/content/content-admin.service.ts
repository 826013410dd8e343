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
import { audit } from '../../lib/admin';
import { AppError, notFound } from '../../lib/errors';
import { ErrorCode } from '@sixmark/shared';
import { withTransaction } from '../../lib/tx';
import { CONTENT_TAG } from './company';
import * as repo from './content-admin.repo';

/** Who writes, for which company, and how cached content files are dropped afterwards. */
export interface ContentAdminCtx {
  pool: pg.Pool;
  companyId: number;
  actor: string;
  ip: string;
  /** Drops cached static JSON carrying these tags (after the write committed). */
  invalidate: (...tags: string[]) => Promise<void>;
}

/**
 * Operator writes of content. Each write and its audit row commit in one transaction; the
 * cached content files are dropped only after the commit, so no reader rebuilds them from
 * a state that could still roll back.
 */
async function write<T>(
  ctx: ContentAdminCtx,
  run: (tx: pg.PoolClient) => Promise<T>,
  invalidateTags: string[] = [CONTENT_TAG],
): Promise<T> {
  const result = await withTransaction(ctx.pool, run);
  if (invalidateTags.length > 0) await ctx.invalidate(...invalidateTags);
  return result;
}

/** Creates a template card with its groups and items. */
export const createTemplate = (ctx: ContentAdminCtx, input: z.output<typeof adminTemplateInputSchema>) =>
  write(ctx, async (tx) => {
    const id = await repo.insertTemplate(tx, ctx.companyId, input);
    await audit(tx, { actor: ctx.actor, action: 'content.template.create', targetType: 'template', targetId: id, detail: { name: input.name }, ip: ctx.ip });
    return id;
  });

/**
 * Share-locks the card of an item, refusing a missing item or an archived card. A card delete
 * (archive) locks the card for update before its items, so an item change waits here for it
 * and then hears 该卡片已归档 instead of landing on the archived card; changes take the card
 * before the item, in that same order.
 */
export async function lockLiveCardOfItem(tx: pg.PoolClient, companyId: number, itemId: number): Promise<void> {
  const { rows } = await tx.query<{ archived: boolean }>(
    `SELECT t.archived_at IS NOT NULL AS archived FROM content_templates t JOIN content_template_items i ON i.template_id = t.id
      WHERE i.id = $1 AND t.company_id = $2 FOR SHARE OF t`,
    [itemId, companyId],
  );
  if (!rows[0]) throw notFound();
  if (rows[0].archived) throw new AppError(ErrorCode.CONTENT_ARCHIVED);
}

/** Replaces a card item; 404 when it does not exist. */
export const updateItem = (ctx: ContentAdminCtx, itemId: number, input: z.output<typeof adminItemInputSchema>) =>
  write(ctx, async (tx) => {
    await lockLiveCardOfItem(tx, ctx.companyId, itemId);
    // A card cannot change a period's forecast after its draw (issue 18): the item's stored
    // period and the new one are both checked.
    const { rows } = await tx.query<{ drawn: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM content_template_items i JOIN content_templates t ON t.id = i.template_id
           JOIN lottery_turns lt ON lt.game_id = t.game_id AND lt.turn_num IN (i.game_turn, $2) AND lt.status = 'drawn'
          WHERE i.id = $1 AND t.company_id = $3) AS drawn`,
      [itemId, input.gameTurn ?? '', ctx.companyId],
    );
    if (rows[0]?.drawn) throw new AppError(ErrorCode.CONTENT_ITEM_DRAWN);
    if (!(await repo.updateItem(tx, itemId, input))) throw notFound();
    await audit(tx, { actor: ctx.actor, action: 'content.item.update', targetType: 'template_item', targetId: itemId, ip: ctx.ip });
  });

/** Sets the ad slot `code` (AD01…). */
export const setAd = (ctx: ContentAdminCtx, code: string, input: z.output<typeof adminAdInputSchema>) =>
  write(ctx, async (tx) => {
    const id = await repo.upsertAd(tx, ctx.companyId, code, input);
    await audit(tx, { actor: ctx.actor, action: 'content.ad.set', targetType: 'ad', targetId: code, ip: ctx.ip });
    return id;
  });

/** Creates a promotion. */
export const createPromotion = (ctx: ContentAdminCtx, input: z.output<typeof adminPromotionInputSchema>) =>
  write(ctx, async (tx) => {
    const id = await repo.insertPromotion(tx, ctx.companyId, input);
    await audit(tx, { actor: ctx.actor, action: 'content.promotion.create', targetType: 'promotion', targetId: id, ip: ctx.ip });
    return id;
  });

/** Sets the hidden template codes; the list lives in system_config, which config.json publishes too. */
export const setBlockedCodes = (ctx: ContentAdminCtx, codes: string[]) =>
  write(
    ctx,
    async (tx) => {
      await repo.setBlockedCodes(tx, ctx.companyId, codes);
      await audit(tx, { actor: ctx.actor, action: 'content.blocked_codes.set', detail: { codes }, ip: ctx.ip });
    },
    [CONTENT_TAG, 'system_config'],
  );

/** Creates a gallery group (gallery pages are not cached files: nothing to drop). */
export const createGalleryGroup = (ctx: ContentAdminCtx, input: z.output<typeof adminGalleryGroupInputSchema>) =>
  write(
    ctx,
    async (tx) => {
      const id = await repo.insertGalleryGroup(tx, ctx.companyId, input);
      await audit(tx, { actor: ctx.actor, action: 'gallery.group.create', targetType: 'gallery_group', targetId: id, ip: ctx.ip });
      return id;
    },
    [],
  );

/** Publishes a gallery image into one of the company's groups; 404 for a foreign or missing group. */
export const createGalleryImage = (ctx: ContentAdminCtx, input: z.output<typeof adminGalleryImageInputSchema>) =>
  write(
    ctx,
    async (tx) => {
      const id = await repo.insertGalleryImage(tx, ctx.companyId, input);
      if (id === null) throw notFound();
      await audit(tx, { actor: ctx.actor, action: 'gallery.image.create', targetType: 'gallery_image', targetId: id, detail: { groupId: input.groupId }, ip: ctx.ip });
      return id;
    },
    [],
  );
