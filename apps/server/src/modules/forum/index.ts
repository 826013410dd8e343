/**
 * The forum module's public surface (issue 19, docs/forum.md): the registry, the jobs, the seed
 * and the tests use this. Routes are wired by modules/index.ts.
 */
export { createForumModule, type ForumModule } from './forum.module';
export { scoreDue, maskAccount } from './forum.service';
