import { useEffect, useState } from 'react';
import { List, Switch, Toast } from 'antd-mobile';
import { isTrial, useProfile } from '@/lib/profile';
import { disablePush, enablePush, PUSH_TEXT, PushSetupError, pushOwnedBy, pushSupported } from '@/lib/web-push';

/**
 * 浏览器推送 in 通知设置: on = this browser holds a push subscription this member switched on.
 * Hidden where the browser has no PushManager, the server sends no VAPID key, or the account is a
 * trial (the server refuses trial subscriptions).
 */
export function PushSwitch({ vapidPublicKey }: { vapidPublicKey: string }) {
  const supported = pushSupported();
  const { data: profile } = useProfile();
  const memberId = profile?.userInfo.userId;
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported || memberId === undefined) return;
    let live = true;
    pushOwnedBy(memberId).then(
      (owned) => live && setOn(owned),
      () => live && setOn(false),
    );
    return () => {
      live = false;
    };
  }, [supported, memberId]);

  if (!supported || !vapidPublicKey || memberId === undefined || isTrial(profile)) return null;

  const toggle = async (next: boolean) => {
    setBusy(true);
    try {
      if (next) await enablePush(vapidPublicKey, memberId);
      else await disablePush();
      setOn(next);
      Toast.show({ content: next ? PUSH_TEXT.on : PUSH_TEXT.off });
    } catch (err) {
      // Server errors are already shown by the http error handler.
      if (err instanceof PushSetupError) Toast.show({ content: err.message });
      setOn(await pushOwnedBy(memberId).catch(() => false));
    } finally {
      setBusy(false);
    }
  };

  return (
    <List.Item
      description={PUSH_TEXT.hint}
      extra={<Switch aria-label={PUSH_TEXT.label} checked={on === true} loading={busy} disabled={on === null || busy} onChange={(v) => void toggle(v)} />}
    >
      {PUSH_TEXT.label}
    </List.Item>
  );
}
