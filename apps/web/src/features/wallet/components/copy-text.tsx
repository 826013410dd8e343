import { Button } from 'antd-mobile';
import { copyWithToast } from '@/lib/clipboard';

export interface CopyRowProps {
  label: string;
  value: string;
}

/** A label, a value and a 复制 button. */
export function CopyRow({ label, value }: CopyRowProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '10px 0', borderBottom: '1px solid #f0f0f0', textAlign: 'left' }}>
      <span style={{ width: 72, color: '#666', flex: 'none' }}>{label}</span>
      <span style={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}>{value}</span>
      <Button size="mini" color="primary" fill="outline" onClick={() => void copyWithToast(value)} aria-label={`复制${label}`}>
        复制
      </Button>
    </div>
  );
}
