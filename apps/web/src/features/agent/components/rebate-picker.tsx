import { Button, Picker } from 'antd-mobile';
import { useState } from 'react';
import { formatRebate, rebateOptions } from '../lib/rebate';

export interface RebatePickerProps {
  /** The range the agent may grant (`GET /api/dl/getDlSubRebateRange`). */
  min: number;
  max: number;
  value: number | undefined;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** Picks a rebate inside the allowed range: the picker offers nothing outside it. */
export function RebatePicker({ min, max, value, onChange, disabled }: RebatePickerProps) {
  const [open, setOpen] = useState(false);
  const options = rebateOptions(min, max);
  const columns = [options.map((o) => ({ label: formatRebate(o), value: String(o) }))];
  return (
    <div className="agent-rebate">
      <Button size="small" onClick={() => setOpen(true)} disabled={disabled || options.length === 0} aria-label="返点">
        {value === undefined ? '请选择返点' : formatRebate(value)}
      </Button>
      <span className="agent-rebate__range">
        可选范围 {formatRebate(min)} - {formatRebate(max)}
      </span>
      <Picker
        title="返点"
        columns={columns}
        visible={open}
        value={value === undefined ? [] : [String(value)]}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          if (v[0] !== undefined && v[0] !== null) onChange(Number(v[0]));
        }}
      />
    </div>
  );
}
