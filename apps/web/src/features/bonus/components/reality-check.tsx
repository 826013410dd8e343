import { Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { formatMoney } from '@sixmark/shared/domain/money';
import { getToken } from '@/lib/session';
import { getRealityCheck } from '../api/get-reality-check';

/**
 * The member's reminder interval as last read from the server (the safer-play page stores it),
 * so pages of members without a reminder make no extra call.
 */
export const REALITY_STORAGE_KEY = 'realityMinutes';

export const REALITY_TEXT = {
  title: '游戏时间提醒',
  body: (minutes: number, net: string) => `您本次登录已游戏 ${minutes} 分钟，投注输赢 ${net} 元。`,
  continue: '继续游戏',
  stop: '停止游戏',
} as const;

/** Every N minutes of a logged-in session: time played and net result, with continue or stop. */
export function RealityCheckHost() {
  const navigate = useNavigate();
  const minutes = Number(localStorage.getItem(REALITY_STORAGE_KEY) ?? 0);
  useEffect(() => {
    if (!(minutes > 0) || !getToken()) return;
    const timer = setInterval(() => {
      void getRealityCheck()
        .then((r) => {
          if (r.realityMinutes <= 0) return;
          Dialog.show({
            title: REALITY_TEXT.title,
            content: REALITY_TEXT.body(r.minutesPlayed, formatMoney(r.net)),
            closeOnAction: true,
            actions: [
              { key: 'continue', text: REALITY_TEXT.continue },
              { key: 'stop', text: REALITY_TEXT.stop, danger: true, onClick: () => navigate('/') },
            ],
          });
        })
        .catch(() => undefined);
    }, minutes * 60_000);
    return () => clearInterval(timer);
  }, [minutes, navigate]);
  return null;
}
