import { Grid } from 'antd-mobile';
import {
  BankcardOutline,
  GiftOutline,
  HandPayCircleOutline,
  MessageOutline,
  PayCircleOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { msg } from '@sixmark/shared';
import { paths, type RouteKey } from '@/config/paths';
import { theme } from '@/config/theme';
import { chatBlockReason, getChatConfig } from '@/lib/startup-config';
import { toast } from '@/lib/toast';

export interface ShortcutDef {
  key: RouteKey;
  title: string;
  icon: ReactNode;
  /** Spec 1 §2: every shortcut except promotion needs login. */
  needsLogin: boolean;
}

/** Chat entry toasts last 0.5 s (spec 1 §6). */
const CHAT_TOAST_MS = 500;

/** The five service shortcuts of spec 1 §2, in order. The chat tile becomes 账变明细 where the theme has no chat. */
export function shortcutsFor(hasChat: boolean): ShortcutDef[] {
  return [
    { key: 'recharge', title: '充值', icon: <PayCircleOutline />, needsLogin: true },
    { key: 'withdrawMoney', title: '提现', icon: <BankcardOutline />, needsLogin: true },
    { key: 'bettingBonus', title: '洗码返水', icon: <HandPayCircleOutline />, needsLogin: true },
    hasChat
      ? { key: 'chatRooms', title: '聊天室', icon: <MessageOutline />, needsLogin: true }
      : { key: 'bills', title: '账变明细', icon: <MessageOutline />, needsLogin: true },
    { key: 'promotional', title: '优惠活动', icon: <GiftOutline />, needsLogin: false },
  ];
}

export interface ServiceShortcutsProps {
  loggedIn: boolean;
}

/** The shortcut row: a visitor tapping a login tile goes to /auth/login (and comes back after). */
export function ServiceShortcuts({ loggedIn }: ServiceShortcutsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const open = async (s: ShortcutDef) => {
    if (s.needsLogin && !loggedIn) {
      navigate(paths.login.getHref(), { state: { from: location.pathname + location.hash } });
      return;
    }
    if (s.key === 'chatRooms') {
      // Spec 1 §6: chat entry reloads the chat configuration first.
      const reason = chatBlockReason(await getChatConfig().catch(() => null));
      if (reason === 'unavailable') return void toast.show(msg.chatUnavailable, CHAT_TOAST_MS);
      if (reason === 'maintenance') return void toast.show(msg.chatMaintenance, CHAT_TOAST_MS);
    }
    navigate(paths[s.key].getHref());
  };
  return (
    <Grid columns={5} gap={4} className="gc-shortcuts">
      {shortcutsFor(theme.hasRoute('chatRooms')).map((s) => (
        <Grid.Item key={s.key}>
          <button type="button" className="gc-shortcuts__tile" onClick={() => void open(s)}>
            <span className="gc-shortcuts__icon">{s.icon}</span>
            <span className="gc-shortcuts__title">{s.title}</span>
          </button>
        </Grid.Item>
      ))}
    </Grid>
  );
}
