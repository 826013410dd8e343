import type { FeaturePages } from '@/config/paths';

/** Pages of the chat feature, by route key (see config/paths.ts); the app makes them lazy pages. */
export const chatRoutes: FeaturePages = {
  chatRooms: () => import('./pages/chat-rooms-page'),
  roomChat: () => import('./pages/room-chat-page'),
  individualChat: () => import('./pages/individual-chat-page'),
  hongBaoCreate: () => import('./pages/hong-bao-create-page'),
  hongBaoHistory: () => import('./pages/hong-bao-history-page'),
  hongBaoDetail: () => import('./pages/hong-bao-detail-page'),
  gameChat: () => import('./pages/game-chat-page'),
  luckyNiuNiuChat: () => import('./pages/niuniu-chat-page'),
  services: () => import('./pages/services-page'),
  talk: () => import('./pages/talk-page'),
};
