import { lazyPage } from '@/app/lazy-page';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the agent feature, by route key (see config/paths.ts). */
export const agentRoutes: FeatureRoutes = {
  agent: lazyPage(() => import('./pages/agent-page')),
  agentUserList: lazyPage(() => import('./pages/agent-user-list-page')),
  agentUserDetail: lazyPage(() => import('./pages/agent-user-detail-page')),
  agentAddUser: lazyPage(() => import('./pages/agent-add-user-page')),
  agentTeamOverview: lazyPage(() => import('./pages/agent-team-overview-page')),
  agentCreateLink: lazyPage(() => import('./pages/agent-create-link-page')),
  agentLinkDetail: lazyPage(() => import('./pages/agent-link-detail-page')),
  agentLinkUpdate: lazyPage(() => import('./pages/agent-link-update-page')),
  agentDeclare: lazyPage(() => import('./pages/agent-declare-page')),
};
