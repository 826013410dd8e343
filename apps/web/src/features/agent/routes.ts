import type { FeaturePages } from '@/config/paths';

/** Pages of the agent feature, by route key (see config/paths.ts); the app makes them lazy pages. */
export const agentRoutes: FeaturePages = {
  agent: () => import('./pages/agent-page'),
  agentUserList: () => import('./pages/agent-user-list-page'),
  agentUserDetail: () => import('./pages/agent-user-detail-page'),
  agentAddUser: () => import('./pages/agent-add-user-page'),
  agentTeamOverview: () => import('./pages/agent-team-overview-page'),
  agentCreateLink: () => import('./pages/agent-create-link-page'),
  agentLinkDetail: () => import('./pages/agent-link-detail-page'),
  agentLinkUpdate: () => import('./pages/agent-link-update-page'),
  agentDeclare: () => import('./pages/agent-declare-page'),
};
