import { Button, Popup } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { formatMoney } from '@sixmark/shared/domain/money';
import { itemBestWin, itemTotal, slipTotals, type SlipItem } from '../lib/slip';
import { ParlayPrice } from './parlay-price';

export interface SlipSheetProps {
  visible: boolean;
  items: SlipItem[];
  onClose: () => void;
  onRemove: (id: number) => void;
  onClear: () => void;
  onSubmit: () => void;
  submitting: boolean;
}

/** The bet slip: every item with its 注, stake, total, best single-注 win and a 过关's price. */
export function SlipSheet({ visible, items, onClose, onRemove, onClear, onSubmit, submitting }: SlipSheetProps) {
  const totals = slipTotals(items);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="slip-sheet" showCloseButton>
      <h3 className="slip-sheet__title">注单（{items.length}）</h3>
      <div className="slip-sheet__list" data-testid="slip-list">
        {items.length === 0 ? <p className="slip-sheet__empty">注单为空，请先选择号码</p> : null}
        {items.map((i) => (
          <div key={i.id} className="slip-item" data-testid="slip-item">
            <div className="slip-item__main">
              <div className="slip-item__title">{i.title}</div>
              <div className="slip-item__text">{i.text}</div>
              <ParlayPrice lines={i.lines} />
              <div className="slip-item__meta">
                {i.lines.length}注 × {formatMoney(i.unit)} = <b>{formatMoney(itemTotal(i))}</b> 元 · 单注最高可中 {formatMoney(itemBestWin(i))}
              </div>
            </div>
            <button type="button" className="slip-item__remove" aria-label="删除" onClick={() => onRemove(i.id)}>
              <DeleteOutline />
            </button>
          </div>
        ))}
      </div>
      <div className="slip-sheet__foot">
        <span>
          共 <b>{totals.lines}</b> 注，合计 <b className="slip-sheet__total">{formatMoney(totals.total)}</b> 元
        </span>
        <Button size="small" onClick={onClear} disabled={!items.length}>
          清空
        </Button>
        <Button size="small" color="danger" onClick={onSubmit} disabled={!items.length} loading={submitting}>
          提交注单
        </Button>
      </div>
    </Popup>
  );
}
