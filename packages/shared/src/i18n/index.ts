// The one messages mechanism (docs/i18n.md). The Traditional table is not re-exported here: it is
// imported from '@sixmark/shared/i18n/zh-Hant' where needed, so the web loads it only when chosen.
export * from './core';
export * from './localize';
export * from './zh-Hans';
export * from './zh-Hans-pages';
export * from './zh-Hans-routes';
export * from './table';
