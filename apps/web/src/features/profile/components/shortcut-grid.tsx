import { Badge, Grid } from 'antd-mobile';
import {
  BankcardOutline,
  BillOutline,
  CheckShieldOutline,
  CollectMoneyOutline,
  GiftOutline,
  HandPayCircleOutline,
  MailOutline,
  MessageOutline,
  MovieOutline,
  PayCircleOutline,
  ReceiptOutline,
  StarOutline,
  TeamOutline,
  TravelOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { routes, type RouteKey } from '@/config/paths';
import { visibleTiles, type ShortcutTile } from '../lib/profile-menu';

const ICONS: Partial<Record<RouteKey, ReactNode>> = {
  bills: <BillOutline />,
  betList: <UnorderedListOutline />,
  liveBetting: <MovieOutline />,
  bettingBonus: <HandPayCircleOutline />,
  myCollection: <StarOutline />,
  rechargeHistory: <ReceiptOutline />,
  notifications: <MailOutline />,
  withdrawHistory: <CollectMoneyOutline />,
  agent: <TeamOutline />,
  services: <MessageOutline />,
  profileVip: <TravelOutline />,
  bonusCenter: <GiftOutline />,
  securityCenter: <CheckShieldOutline />,
  recharge: <PayCircleOutline />,
  withdrawMoney: <BankcardOutline />,
};

export interface ShortcutGridProps {
  isDl: boolean;
  unReadCount: number;
  onOpen: (tile: ShortcutTile) => void;
}

/** The profile shortcut grid (spec 1 §2): agent tile only for isDl, unread badge on notifications. */
export function ShortcutGrid({ isDl, unReadCount, onOpen }: ShortcutGridProps) {
  return (
    <Grid columns={4} gap={4} className="shortcut-grid">
      {visibleTiles(isDl).map((tile) => (
        <Grid.Item key={tile.key} onClick={() => onOpen(tile)}>
          <Badge content={tile.unreadBadge && unReadCount > 0 ? String(unReadCount) : null}>
            <span className="shortcut-grid__icon">{ICONS[tile.key]}</span>
          </Badge>
          <span>{routes[tile.key].title}</span>
        </Grid.Item>
      ))}
    </Grid>
  );
}
