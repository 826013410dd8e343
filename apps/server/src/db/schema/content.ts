import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0300_content.sql; the SQL is the source of truth for constraints.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const contentTemplates = pgTable('content_templates', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  gameId: integer('game_id').notNull(),
  name: text('name').notNull(),
  note1: text('note1').notNull().default(''),
  note2: text('note2').notNull().default(''),
  templateCode: text('template_code').notNull(),
  colorTheme: text('color_theme').notNull().default(''),
  location: text('location').$type<'home' | 'list' | 'database'>().notNull().default('home'),
  playCateName: text('play_cate_name').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const contentTemplateGroups = pgTable('content_template_groups', {
  id: serial('id').primaryKey(),
  templateId: integer('template_id').notNull(),
  groupName: text('group_name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const contentTemplateItems = pgTable('content_template_items', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id').notNull(),
  templateId: integer('template_id').notNull(),
  title: text('title').notNull().default(''),
  content: text('content').notNull().default(''),
  content2: text('content2').notNull().default(''),
  content3: text('content3').notNull().default(''),
  note: text('note').notNull().default(''),
  iconUrl: text('icon_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  subName: smallint('sub_name'),
  multiContents: jsonb('multi_contents').$type<{ title: string; content: string }[]>().notNull().default([]),
  requireLogin: smallint('require_login').notNull().default(0),
  requireRecharge: smallint('require_recharge').notNull().default(0),
  templateType: integer('template_type'),
  pollStatus: smallint('poll_status').notNull().default(0),
  gameTurn: text('game_turn').notNull().default(''),
  activeCover: smallint('active_cover').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const contentTemplateLikes = pgTable(
  'content_template_likes',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    templateId: integer('template_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.templateId] })],
);

export const contentPollOptions = pgTable('content_poll_options', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull(),
  optionText: text('option_text').notNull(),
  optionValue: text('option_value').notNull().default(''),
  optionVote: integer('option_vote').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

export const contentPollVotes = pgTable('content_poll_votes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  itemId: integer('item_id').notNull(),
  optionId: integer('option_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const contentAds = pgTable('content_ads', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  templateCode: text('template_code').notNull(),
  name: text('name').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  content: text('content').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  redirectUrl: text('redirect_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const galleryPlayCategories = pgTable('gallery_play_categories', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  gameId: integer('game_id').notNull(),
  name: text('name').notNull(),
  categoryType: integer('category_type').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

export const galleryGroups = pgTable('gallery_groups', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  gameId: integer('game_id').notNull(),
  playCategoryId: integer('play_category_id'),
  groupType: smallint('group_type').notNull(),
  name: text('name').notNull(),
  initial: text('initial').notNull(),
  popular: boolean('popular').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const galleryImages = pgTable('gallery_images', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id').notNull(),
  gameTurn: text('game_turn').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  thumbUrl: text('thumb_url').notNull().default(''),
  likeCount: integer('like_count').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const galleryLikes = pgTable(
  'gallery_likes',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    imageId: integer('image_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.imageId] })],
);

export const promotionClasses = pgTable(
  'promotion_classes',
  {
    companyId: integer('company_id').notNull(),
    classifyType: integer('classify_type').notNull(),
    classifyName: text('classify_name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.classifyType] })],
);

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  classifyType: integer('classify_type').notNull(),
  name: text('name').notNull(),
  coverUrl: text('cover_url').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  templateType: integer('template_type').notNull().default(1),
  color: text('color').notNull().default(''),
  startTime: ts('start_time'),
  endTime: ts('end_time'),
  domain: text('domain').notNull().default(''),
  content: text('content').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const uploads = pgTable('uploads', {
  hash: text('hash').primaryKey(),
  path: text('path').notNull(),
  thumbPath: text('thumb_path').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
