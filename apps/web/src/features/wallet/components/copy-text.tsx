import { Button } from 'antd-mobile';
import { walletMsg } from '@sixmark/shared';
import { toast } from '@/lib/toast';

/** Copy toast length (spec 1 §8: copy succeeded, 2 s). */
export const COPY_TOAST_MS = 2000;

/** Copies `text`, answering `复制成功` or `复制失败`. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.show(walletMsg.copySuccess, COPY_TOAST_MS);
    return true;
  } catch {
    toast.show(walletMsg.copyFailed, COPY_TOAST_MS);
    return false;
  }
}

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
      <Button size="mini" color="primary" fill="outline" onClick={() => void copyText(value)} aria-label={`复制${label}`}>
        复制
      </Button>
    </div>
  );
}
