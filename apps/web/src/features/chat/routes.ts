import { lazyPage } from '@/app/lazy-page';
import type { FeatureRoutes } from '@/app/route-types';

/** Pages of the chat feature, by route key (see config/paths.ts). */
export const chatRoutes: FeatureRoutes = {
  chatRooms: lazyPage(() => import('./pages/chat-rooms-page')),
  roomChat: lazyPage(() => import('./pages/room-chat-page')),
  individualChat: lazyPage(() => import('./pages/individual-chat-page')),
  hongBaoCreate: lazyPage(() => import('./pages/hong-bao-create-page')),
  hongBaoHistory: lazyPage(() => import('./pages/hong-bao-history-page')),
  hongBaoDetail: lazyPage(() => import('./pages/hong-bao-detail-page')),
  gameChat: lazyPage(() => import('./pages/game-chat-page')),
  services: lazyPage(() => import('./pages/services-page')),
  talk: lazyPage(() => import('./pages/talk-page')),
};
