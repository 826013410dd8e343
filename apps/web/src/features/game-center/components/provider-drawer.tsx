import { Button, Popup } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { gameCenterMsg } from '@sixmark/shared';
import { ALL_PROVIDERS, toggleProvider, type ProviderSelection } from '../lib/provider-filter';

export interface ProviderChoice {
  providerName: string;
  liveCode: string;
  providerUrl: string;
}

export interface ProviderDrawerProps {
  visible: boolean;
  providers: readonly ProviderChoice[];
  /** The applied selection; the drawer edits a draft of it. */
  value: ProviderSelection;
  onApply: (selection: ProviderSelection) => void;
  onClose: () => void;
}

/** Drawer size of spec 1 §2: width 768, max height the viewport minus 345 px. */
export const DRAWER = { width: 768, heightOffset: 345 } as const;

/**
 * The provider picker (spec 1 §2, §4): a bottom drawer titled 全部厂商, multi-select with an
 * 'all' entry, 重置 restores the applied selection, 完成 applies the draft.
 */
export function ProviderDrawer({ visible, providers, value, onApply, onClose }: ProviderDrawerProps) {
  const [draft, setDraft] = useState<ProviderSelection>(value);
  useEffect(() => {
    if (visible) setDraft(value);
  }, [visible, value]);
  const options: ProviderChoice[] = [
    { providerName: gameCenterMsg.allProviders, liveCode: ALL_PROVIDERS, providerUrl: '' },
    ...providers,
  ];
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyStyle={{ maxWidth: DRAWER.width, margin: '0 auto', borderRadius: '12px 12px 0 0' }}
    >
      <div className="gc-drawer" role="dialog" aria-label={gameCenterMsg.allProviders}>
        <div className="gc-drawer__title">{gameCenterMsg.allProviders}</div>
        <div className="gc-drawer__list" style={{ maxHeight: `calc(100vh - ${DRAWER.heightOffset}px)` }}>
          {options.map((p) => {
            const selected = draft.includes(p.liveCode);
            return (
              <button
                type="button"
                key={p.liveCode}
                className={`gc-drawer__item${selected ? ' gc-drawer__item--on' : ''}`}
                aria-pressed={selected}
                onClick={() => setDraft((d) => toggleProvider(d, p.liveCode))}
              >
                {p.providerUrl ? <img src={p.providerUrl} alt="" className="gc-drawer__logo" /> : null}
                <span>{p.providerName}</span>
                {selected ? <CheckOutline className="gc-drawer__check" /> : null}
              </button>
            );
          })}
        </div>
        <div className="gc-drawer__actions">
          <Button block onClick={() => setDraft(value)}>
            {gameCenterMsg.reset}
          </Button>
          <Button
            block
            color="primary"
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            {gameCenterMsg.done}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
