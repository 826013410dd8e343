import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the chat feature, by route key (see config/paths.ts). */
export const chatRoutes: FeatureRoutes = {
  chatRooms: lazy(() => import('./pages/chat-rooms-page')),
  roomChat: lazy(() => import('./pages/room-chat-page')),
  individualChat: lazy(() => import('./pages/individual-chat-page')),
  hongBaoCreate: lazy(() => import('./pages/hong-bao-create-page')),
  hongBaoHistory: lazy(() => import('./pages/hong-bao-history-page')),
  hongBaoDetail: lazy(() => import('./pages/hong-bao-detail-page')),
  gameChat: lazy(() => import('./pages/game-chat-page')),
  services: lazy(() => import('./pages/services-page')),
  talk: lazy(() => import('./pages/talk-page')),
};
