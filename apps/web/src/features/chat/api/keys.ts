/** Query keys of the chat feature, in one place so mutations invalidate the same keys. */
export const CHAT_KEYS = {
  groupClassList: 'chat-group-class-list',
  records: 'chat-records',
  contacts: 'chat-contacts',
  contactDetail: 'chat-contact-detail',
  guestFriends: 'chat-guest-friends',
} as const;
