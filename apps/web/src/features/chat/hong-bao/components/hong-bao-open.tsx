import { CenterPopup, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { ErrorCode, hongbaoMsg } from '@sixmark/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http';
import { useHongbaoDetail } from '../api/get-hongbao-detail';
import { useGrabHongbao } from '../api/grab-hongbao';

export interface HongBaoOpenProps {
  roomId: number;
  hongbaoId: number;
  visible: boolean;
  onClose: () => void;
}

/**
 * The opening card of a packet: sender, greeting and the round 开 button (it spins while the
 * grab is on its way), or, when there is nothing to open, why (派完了, 过期, already grabbed)
 * with a link to the detail. A successful grab goes to the detail page.
 */
export function HongBaoOpen({ roomId, hongbaoId, visible, onClose }: HongBaoOpenProps) {
  const navigate = useNavigate();
  const detail = useHongbaoDetail(hongbaoId, { enabled: visible, silent: true });
  const grab = useGrabHongbao();
  const [word, setWord] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const toDetail = () => {
    onClose();
    navigate(paths.hongBaoDetail.getHref({ roomId, hongbaoId }));
  };
  const d = detail.data;
  const open = () => {
    setRefusal(null);
    grab.mutate(
      { id: hongbaoId, word },
      {
        onSuccess: toDetail,
        onError: (e) => {
          if (e instanceof ApiError && e.code === ErrorCode.HONGBAO_ALREADY) return toDetail();
          setRefusal(e.message);
        },
      },
    );
  };
  const note = refusal ?? (d && !d.canGrab ? (d.mine !== null ? hongbaoMsg.alreadyGrabbed : d.status === 'expired' ? hongbaoMsg.expired : d.remaining === 0 ? hongbaoMsg.finished : null) : null);
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} destroyOnClose bodyStyle={{ background: 'transparent' }}>
      <div className="hb-open" role="dialog" aria-label="红包">
        {detail.isError && <div className="hb-open__note">{(detail.error as Error).message}</div>}
        {d && (
          <>
            <div className="hb-open__sender">{d.senderName}的红包</div>
            <div className="hb-open__greeting">{d.greeting}</div>
            {note ? (
              <div className="hb-open__note" role="status">
                {note}
              </div>
            ) : (
              <>
                {d.hasWord && (
                  <Input
                    placeholder={hongbaoMsg.wordRequired}
                    value={word}
                    onChange={setWord}
                    aria-label="口令"
                    style={{ '--color': '#fff', '--placeholder-color': '#fce3a3', textAlign: 'center' }}
                  />
                )}
                <button
                  type="button"
                  className={`hb-open__button${grab.isPending ? ' hb-open__button--spinning' : ''}`}
                  onClick={open}
                  disabled={grab.isPending}
                  aria-label="开红包"
                >
                  {hongbaoMsg.open}
                </button>
              </>
            )}
            <button type="button" className="hb-open__link" onClick={toDetail}>
              看看大家的手气 &gt;
            </button>
          </>
        )}
      </div>
    </CenterPopup>
  );
}
