import { Button, Popup } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { gameCenterMsg, gamesMsg, type ProviderOption } from '@sixmark/shared';
import {
  ALL_PROVIDER,
  doneDrawer,
  openDrawer,
  resetDrawer,
  tapInDrawer,
  type ProviderDrawerState,
  type ProviderSelection,
} from '@sixmark/shared/domain/provider-filter';

export interface ProviderDrawerProps {
  visible: boolean;
  /** The category's options from /game/group-type (the 'all' entry first); the 'all' entry is added when missing. */
  providers: readonly ProviderOption[];
  /** The applied selection; the drawer edits a draft of it. */
  value: ProviderSelection;
  onApply: (selection: ProviderSelection) => void;
  onClose: () => void;
}

/** Drawer size of spec 1 §2: width 768, max height the viewport minus 345 px. */
export const DRAWER = { width: 768, heightOffset: 345 } as const;

const ALL_OPTION: ProviderOption = {
  providerName: gamesMsg.allProviders,
  liveCode: ALL_PROVIDER,
  providerUrl: '',
  isSelect: 1,
};

/**
 * The provider picker (spec 1 §2, §4): a bottom drawer titled 全部平台, multi-select with an
 * 'all' entry (the shared rule in domain/provider-filter.ts), 重置 restores the selection it
 * opened with, 完成 applies the draft.
 */
export function ProviderDrawer({ visible, providers, value, onApply, onClose }: ProviderDrawerProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      destroyOnClose
      bodyStyle={{ maxWidth: DRAWER.width, margin: '0 auto', borderRadius: '12px 12px 0 0' }}
    >
      {/* Mounted per opening, so its draft always starts from the applied selection. */}
      <DrawerBody providers={providers} value={value} onApply={onApply} onClose={onClose} />
    </Popup>
  );
}

function DrawerBody({ providers, value, onApply, onClose }: Omit<ProviderDrawerProps, 'visible'>) {
  const [state, setState] = useState<ProviderDrawerState>(() => openDrawer(value));
  const options = providers.some((p) => p.liveCode === ALL_PROVIDER) ? providers : [ALL_OPTION, ...providers];
  return (
    <div className="gc-drawer" role="dialog" aria-label={gamesMsg.allProviders}>
      <div className="gc-drawer__title">{gamesMsg.allProviders}</div>
      <div className="gc-drawer__list" style={{ maxHeight: `calc(100vh - ${DRAWER.heightOffset}px)` }}>
        {options.map((p) => {
          const selected = state.draft.includes(p.liveCode);
          return (
            <button
              type="button"
              key={p.liveCode}
              className={`gc-drawer__item${selected ? ' gc-drawer__item--on' : ''}`}
              aria-pressed={selected}
              onClick={() => setState((s) => tapInDrawer(s, p.liveCode))}
            >
              {p.providerUrl ? <img src={p.providerUrl} alt="" className="gc-drawer__logo" /> : null}
              <span>{p.providerName}</span>
              {selected ? <CheckOutline className="gc-drawer__check" /> : null}
            </button>
          );
        })}
      </div>
      <div className="gc-drawer__actions">
        <Button block onClick={() => setState(resetDrawer)}>
          {gameCenterMsg.reset}
        </Button>
        <Button
          block
          color="primary"
          onClick={() => {
            onApply(doneDrawer(state));
            onClose();
          }}
        >
          {gameCenterMsg.done}
        </Button>
      </div>
    </div>
  );
}
