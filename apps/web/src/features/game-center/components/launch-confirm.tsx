import { Modal } from 'antd-mobile';
import { gameCenterMsg, gamesMsg } from '@sixmark/shared';

export interface LaunchConfirmProps {
  /** The play link; the modal shows while it is set. */
  link: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm modal of spec 1 §2: 立即进入游戏！ with 取消 and 确定 (opens the link in a new window). */
export function LaunchConfirm({ link, onConfirm, onCancel }: LaunchConfirmProps) {
  return (
    <Modal
      visible={!!link}
      content={<div className="gc-confirm">{gamesMsg.enterGameNow}</div>}
      onClose={onCancel}
      actions={[
        { key: 'confirm', text: gameCenterMsg.confirm, primary: true, onClick: onConfirm },
        { key: 'cancel', text: gameCenterMsg.cancel, onClick: onCancel },
      ]}
    />
  );
}
