/** Notifications (issue 18): the one service other modules call, and its routes. */
export { notify, notifyMany, notifyFollowers, notifyCompany, NOTIFY_PG_CHANNEL, type NotifyInput } from './notifications.service';
export { notificationsRoutes } from './notifications.routes';
