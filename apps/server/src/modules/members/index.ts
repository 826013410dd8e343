/**
 * Operator console, members (issue 15): search, detail, history and risk actions under
 * `/app-api/admin/users`. Its routes plugin is wired by modules/index.ts; nothing else imports it.
 */
export type { MembersCtx } from './members.service';
