import { Button, Input, Popup } from 'antd-mobile';
import { PictureOutline, SmileOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';

/** The emoji a member can send as a message of its own. */
export const CHAT_EMOJI = ['😀', '😂', '🤣', '😊', '😍', '😎', '🤔', '😭', '😡', '👍', '👎', '👏', '🙏', '💪', '🎉', '🔥', '💰', '🧧', '🍀', '🌹', '❤️', '💔', '⚽', '🎲'] as const;
/** Longest text message, as the server's schema allows. */
export const MAX_TEXT = 500;

export interface ComposerProps {
  onSendText: (text: string) => void;
  onSendEmoji: (emoji: string) => void;
  onSendQuick: (text: string) => void;
  onSendImage: (file: File) => void;
  quickMessages: string[];
  /** Why the member cannot send now (muted, room closed, login needed); null when they can. */
  disabledReason?: string | null;
  /** Slow mode: seconds left before the next message may go. */
  waitSeconds?: number;
}

/** Text, emoji, image and quick-message input of a chat (spec 3 §2). */
export function Composer({ onSendText, onSendEmoji, onSendQuick, onSendImage, quickMessages, disabledReason, waitSeconds = 0 }: ComposerProps) {
  const [text, setText] = useState('');
  const [panel, setPanel] = useState<'emoji' | 'quick' | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const blocked = !!disabledReason || waitSeconds > 0;

  const send = () => {
    const t = text.trim();
    if (!t || blocked) return;
    onSendText(t.slice(0, MAX_TEXT));
    setText('');
  };

  if (disabledReason)
    return (
      <div className="chat-composer chat-composer--disabled" role="status" data-testid="chat-disabled">
        {disabledReason}
      </div>
    );

  return (
    <div className="chat-composer">
      <div className="chat-composer__row">
        <button type="button" className="chat-composer__tool" aria-label="表情" onClick={() => setPanel(panel === 'emoji' ? null : 'emoji')}>
          <SmileOutline />
        </button>
        <button type="button" className="chat-composer__tool" aria-label="图片" onClick={() => file.current?.click()} disabled={blocked}>
          <PictureOutline />
        </button>
        {quickMessages.length > 0 && (
          <button type="button" className="chat-composer__tool" aria-label="快捷消息" onClick={() => setPanel('quick')}>
            <UnorderedListOutline />
          </button>
        )}
        <Input
          className="chat-composer__input"
          placeholder="说点什么..."
          value={text}
          maxLength={MAX_TEXT}
          onChange={setText}
          onEnterPress={send}
          aria-label="消息内容"
        />
        <Button size="small" color="primary" disabled={blocked || !text.trim()} onClick={send}>
          {waitSeconds > 0 ? `${waitSeconds}秒` : '发送'}
        </Button>
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          data-testid="chat-image-input"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f && !blocked) onSendImage(f);
          }}
        />
      </div>
      {panel === 'emoji' && (
        <div className="chat-composer__emoji" role="group" aria-label="表情">
          {CHAT_EMOJI.map((e) => (
            <button
              key={e}
              type="button"
              className="chat-composer__emoji-item"
              disabled={blocked}
              onClick={() => {
                onSendEmoji(e);
                setPanel(null);
              }}
            >
              {e}
            </button>
          ))}
        </div>
      )}
      <Popup visible={panel === 'quick'} onMaskClick={() => setPanel(null)} bodyClassName="chat-quick">
        <div className="chat-quick__title">快捷消息</div>
        {quickMessages.map((q) => (
          <button
            key={q}
            type="button"
            className="chat-quick__item"
            disabled={blocked}
            onClick={() => {
              onSendQuick(q);
              setPanel(null);
            }}
          >
            {q}
          </button>
        ))}
      </Popup>
    </div>
  );
}
