import { Tabs } from 'antd-mobile';

export interface StatusTabsProps<S extends string> {
  labels: Record<S, string>;
  value: S | undefined;
  onChange: (value: S | undefined) => void;
}

const ALL = 'all';

/** 全部 plus one tab per status. */
export function StatusTabs<S extends string>({ labels, value, onChange }: StatusTabsProps<S>) {
  return (
    <Tabs className="status-tabs" activeKey={value ?? ALL} onChange={(k) => onChange(k === ALL ? undefined : (k as S))}>
      <Tabs.Tab title="全部" key={ALL} />
      {(Object.keys(labels) as S[]).map((s) => (
        <Tabs.Tab title={labels[s]} key={s} />
      ))}
    </Tabs>
  );
}
