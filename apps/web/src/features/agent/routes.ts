import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the agent feature, by route key (see config/paths.ts). */
export const agentRoutes: FeatureRoutes = {
  agent: lazy(() => import('./pages/agent-page')),
  agentUserList: lazy(() => import('./pages/agent-user-list-page')),
  agentUserDetail: lazy(() => import('./pages/agent-user-detail-page')),
  agentAddUser: lazy(() => import('./pages/agent-add-user-page')),
  agentTeamOverview: lazy(() => import('./pages/agent-team-overview-page')),
  agentCreateLink: lazy(() => import('./pages/agent-create-link-page')),
  agentLinkDetail: lazy(() => import('./pages/agent-link-detail-page')),
  agentLinkUpdate: lazy(() => import('./pages/agent-link-update-page')),
  agentDeclare: lazy(() => import('./pages/agent-declare-page')),
};
