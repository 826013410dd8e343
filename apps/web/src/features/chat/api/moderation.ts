import { http } from '@/lib/http';
import { chatHttp } from './chat-http';

/** `POST /chat/report`: report a message to the moderators. */
export const reportMessage = (messageId: number, reason = '') => chatHttp.post<{ id: number }>('/chat/report', { message_id: messageId, reason });

/** `POST /app-api/api/chat/deletechat-message` (spec 3 §7): chat-level staff delete a message for everyone. */
export const deleteChatMessage = (id: number, roomId: number) => http.post<{ id: number; room_id: number }>('/api/chat/deletechat-message', { id, room_id: roomId });
