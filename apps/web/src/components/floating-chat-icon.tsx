import { MessageFill } from 'antd-mobile-icons';
import { msg, UI } from '@sixmark/shared';
import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { routes } from '@/config/paths';
import { getToken } from '@/lib/session';
import { chatBlockReason, getChatConfig } from '@/lib/startup-config';
import { toast } from '@/lib/toast';
import { setTransition } from '@/lib/transition';

export const CHAT_ICON_WIDTH = UI.chatIcon.width;
export const CHAT_ICON_HEIGHT = UI.chatIcon.height;
export const CHAT_ICON_MARGIN = UI.chatIcon.margin;
export const CHAT_TOAST_MS = 500;
/** The page nav bar at the top. */
const TOP_RESERVE = 45;
/** The 70 px bottom bar plus the back-to-top button above it (the other floating item). */
const BOTTOM_RESERVE = UI.bottomBarHeight + 56;
/** A press that moves less than this is a tap, not a drag. */
const DRAG_SLOP = 5;

export type ChatIconSide = 'left' | 'right';
export interface ChatIconPosition {
  x: number;
  y: number;
  side: ChatIconSide;
}

/** Keeps the icon between the top nav and the bottom bar. */
export function clampY(y: number, viewportHeight: number): number {
  const min = TOP_RESERVE + CHAT_ICON_MARGIN;
  const max = Math.max(min, viewportHeight - BOTTOM_RESERVE - CHAT_ICON_HEIGHT - CHAT_ICON_MARGIN);
  return Math.min(max, Math.max(min, y));
}

/** The resting place: the left or right edge (5 px margin) by which half holds the icon's centre. */
export function snapPosition(
  x: number,
  y: number,
  viewportWidth: number,
  viewportHeight: number,
): ChatIconPosition {
  const side: ChatIconSide = x + CHAT_ICON_WIDTH / 2 < viewportWidth / 2 ? 'left' : 'right';
  return {
    side,
    x: side === 'left' ? CHAT_ICON_MARGIN : viewportWidth - CHAT_ICON_WIDTH - CHAT_ICON_MARGIN,
    y: clampY(y, viewportHeight),
  };
}

/** Where the icon starts: right edge, as low as the bottom bar allows. */
export const initialPosition = (viewportWidth: number, viewportHeight: number): ChatIconPosition =>
  snapPosition(viewportWidth, viewportHeight, viewportWidth, viewportHeight);

export interface FloatingChatIconProps {
  className?: string;
  style?: CSSProperties;
}

interface DragState {
  pointerId: number;
  startX: number;
  startY: number;
  offsetX: number;
  offsetY: number;
  moved: boolean;
}

/**
 * The floating chat entry on every page (spec 1 §4 Chat icon, spec 3 §9): 70 x 67, dragged or
 * resting; at rest it snaps to the nearer side edge. A tap reloads the chat configuration and
 * either explains why chat is closed, sends a visitor to log in, or opens /chat-rooms. The resting state is exposed as
 * data-side/data-x/data-y.
 */
export function FloatingChatIcon({ className, style }: FloatingChatIconProps) {
  const navigate = useNavigate();
  const [pos, setPos] = useState<ChatIconPosition>(() =>
    initialPosition(window.innerWidth, window.innerHeight),
  );
  const [dragging, setDragging] = useState(false);
  const drag = useRef<DragState | null>(null);
  const opening = useRef(false);

  useEffect(() => {
    const onResize = () => setPos((p) => snapPosition(p.x, p.y, window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const open = async () => {
    if (opening.current) return;
    opening.current = true;
    try {
      const config = await getChatConfig().catch(() => null);
      const reason = chatBlockReason(config);
      if (reason === 'unavailable') toast.show(msg.chatUnavailable, CHAT_TOAST_MS);
      else if (reason === 'maintenance') toast.show(msg.chatMaintenance, CHAT_TOAST_MS);
      else {
        setTransition('default');
        // Spec 1 §6: chat needs a login (trial accounts chat like members); visitors log in first.
        navigate(getToken() ? routes.chatRooms.path : routes.login.path);
      }
    } finally {
      opening.current = false;
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== undefined && e.button > 0) return;
    drag.current = {
      pointerId: e.pointerId,
      startX: e.clientX,
      startY: e.clientY,
      offsetX: e.clientX - pos.x,
      offsetY: e.clientY - pos.y,
      moved: false,
    };
    // Keep receiving moves when the finger leaves the icon; jsdom has no pointer capture.
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    if (!d.moved && Math.hypot(e.clientX - d.startX, e.clientY - d.startY) < DRAG_SLOP) return;
    if (!d.moved) {
      d.moved = true;
      setDragging(true);
    }
    const maxX = window.innerWidth - CHAT_ICON_WIDTH;
    setPos((p) => ({
      side: p.side,
      x: Math.min(maxX, Math.max(0, e.clientX - d.offsetX)),
      y: clampY(e.clientY - d.offsetY, window.innerHeight),
    }));
  };

  const finish = (tap: boolean) => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    if (d.moved) {
      setDragging(false);
      setPos((p) => snapPosition(p.x, p.y, window.innerWidth, window.innerHeight));
    } else if (tap) {
      void open();
    }
  };

  return (
    <div
      role="button"
      tabIndex={0}
      aria-label="聊天室"
      className={['chat-fab', dragging ? 'chat-fab--dragging' : '', className].filter(Boolean).join(' ')}
      data-side={pos.side}
      data-x={Math.round(pos.x)}
      data-y={Math.round(pos.y)}
      data-dragging={dragging ? '1' : '0'}
      style={{ left: pos.x, top: pos.y, width: CHAT_ICON_WIDTH, height: CHAT_ICON_HEIGHT, ...style }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => finish(true)}
      onPointerCancel={() => finish(false)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') void open();
      }}
    >
      <MessageFill className="chat-fab__icon" />
      <span className="chat-fab__label">聊天室</span>
    </div>
  );
}
