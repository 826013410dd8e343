import { Image } from 'antd-mobile';
import type { ComponentType } from 'react';
import type { ChatMessage } from '../lib/protocol';

/**
 * How a message body is drawn, by `content.type`. Another kind of message plugs in with one
 * call and no change here, e.g. the red packet bubble of the hong-bao work:
 *
 *   registerMessageRenderer('hongbao', HongBaoBubble);
 *
 * made once at module load of the file that defines the bubble, and that file imported by the
 * room page (or by `features/chat/components/index` renderers list). A renderer gets the message
 * and whether it is the viewer's own; it draws only the body: the bubble frame, the sender, the
 * sending/failed states and the own-colour are the list's.
 */
export interface MessageRendererProps {
  message: ChatMessage;
  own: boolean;
}
export type MessageRenderer = ComponentType<MessageRendererProps>;

const renderers = new Map<string, MessageRenderer>();

/** Adds (or replaces) the renderer of one message type. */
export function registerMessageRenderer(type: string, renderer: MessageRenderer): void {
  renderers.set(type, renderer);
}

/** The renderer of a message; text for messages without a type, a placeholder for unknown ones. */
export function rendererFor(message: ChatMessage): MessageRenderer {
  return renderers.get(message.content.type ?? 'text') ?? UnknownBody;
}

/** Image paths without a host get the /sys-upload/ prefix (spec 1 §9). */
export const imageSrc = (url: string | undefined): string => {
  if (!url) return '';
  if (/^(https?:|blob:|data:)|^\//.test(url)) return url;
  return `/sys-upload/${url}`;
};

function TextBody({ message }: MessageRendererProps) {
  return <span className="chat-msg__text" translate="no">{message.content.body ?? ''}</span>;
}

function EmojiBody({ message }: MessageRendererProps) {
  return <span className="chat-msg__emoji" translate="no">{message.content.body ?? ''}</span>;
}

function ImageBody({ message }: MessageRendererProps) {
  const thumb = typeof message.content.extra?.thumbUrl === 'string' ? message.content.extra.thumbUrl : '';
  const src = imageSrc(thumb || message.content.body);
  return (
    <a href={imageSrc(message.content.body)} target="_blank" rel="noreferrer" className="chat-msg__image-link">
      <Image src={src} alt="聊天图片" className="chat-msg__image" fit="contain" lazy={false} />
    </a>
  );
}

function UnknownBody() {
  return <span className="chat-msg__text chat-msg__text--muted">[暂不支持的消息，请更新应用]</span>;
}

registerMessageRenderer('text', TextBody);
registerMessageRenderer('quick', TextBody);
registerMessageRenderer('emoji', EmojiBody);
registerMessageRenderer('image', ImageBody);
