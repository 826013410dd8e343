import { useEffect, useState } from 'react';
import { List, Switch, Toast } from 'antd-mobile';
import { currentPushSubscription, disablePush, enablePush, PUSH_TEXT, PushSetupError, pushSupported } from '../api/web-push';

/**
 * 浏览器推送 in 通知设置: on = this browser holds a push subscription. Hidden where the browser
 * has no PushManager or the server sends no VAPID key.
 */
export function PushSwitch({ vapidPublicKey }: { vapidPublicKey: string }) {
  const supported = pushSupported();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentPushSubscription().then(
      (sub) => live && setOn(sub !== null),
      () => live && setOn(false),
    );
    return () => {
      live = false;
    };
  }, [supported]);

  if (!supported || !vapidPublicKey) return null;

  const toggle = async (next: boolean) => {
    setBusy(true);
    try {
      if (next) await enablePush(vapidPublicKey);
      else await disablePush();
      setOn(next);
      Toast.show({ content: next ? PUSH_TEXT.on : PUSH_TEXT.off });
    } catch (err) {
      // Server errors are already shown by the http error handler.
      if (err instanceof PushSetupError) Toast.show({ content: err.message });
      setOn((await currentPushSubscription().catch(() => null)) !== null);
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
