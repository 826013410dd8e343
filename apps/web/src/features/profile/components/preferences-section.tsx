import { Collapse, List, Switch } from 'antd-mobile';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS, type NotificationKind } from '@sixmark/shared';
import { usePreferences, useSavePreferences } from '../api/notification-preferences';
import { PushSwitch } from './push-switch';

export const PREFERENCES_TEXT = { title: '通知设置', hint: '关闭的类型将不再发送给您' } as const;

/** 通知设置 on `/notifications`: 浏览器推送 for this browser, then one switch per kind; each change is saved at once. */
export function PreferencesSection() {
  const { data } = usePreferences();
  const save = useSavePreferences();
  const enabled = new Set<NotificationKind>(save.variables ?? data?.enabled ?? []);
  const toggle = (kind: NotificationKind, on: boolean) => {
    const next = NOTIFICATION_KINDS.filter((k) => (k === kind ? on : enabled.has(k)));
    save.mutate(next);
  };
  return (
    <Collapse>
      <Collapse.Panel key="prefs" title={PREFERENCES_TEXT.title}>
        {data?.vapidPublicKey ? (
          <List>
            <PushSwitch vapidPublicKey={data.vapidPublicKey} />
          </List>
        ) : null}
        <List header={PREFERENCES_TEXT.hint}>
          {NOTIFICATION_KINDS.map((kind) => (
            <List.Item
              key={kind}
              extra={
                <Switch
                  aria-label={NOTIFICATION_KIND_LABELS[kind]}
                  checked={enabled.has(kind)}
                  disabled={!data || save.isPending}
                  onChange={(on) => toggle(kind, on)}
                />
              }
            >
              {NOTIFICATION_KIND_LABELS[kind]}
            </List.Item>
          ))}
        </List>
      </Collapse.Panel>
    </Collapse>
  );
}
