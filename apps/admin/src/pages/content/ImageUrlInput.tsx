import { useState } from 'react';
import { App, Button, Image, Input, Space, Upload } from 'antd';
import type { UploadResult } from '@sixmark/shared';
import { ApiError, authHeaders, buildUrl } from '@admin/api/http';

/** Uploads one image through `POST admin/uploads` (multipart, the session header) and answers its url. */
export async function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  let res: Response;
  try {
    res = await fetch(buildUrl('/admin/uploads'), { method: 'POST', headers: authHeaders(), body: form });
  } catch {
    throw new ApiError('NET/ERROR', '网络异常，请稍后重试', 0);
  }
  const env = (await res.json().catch(() => null)) as { success?: boolean; code?: string; msg?: string; data?: UploadResult } | null;
  if (!res.ok || !env?.success || !env.data) throw new ApiError(env?.code ?? `HTTP/${res.status}`, env?.msg || `上传失败（${res.status}）`, res.status);
  return env.data;
}

/**
 * A form field holding an image address: typed, or filled by uploading a file (jpg/png/webp/gif,
 * the server checks the bytes and makes the thumbnail). Shows a preview of the current value.
 */
export function ImageUrlInput({ value, onChange, id }: { value?: string; onChange?: (v: string) => void; id?: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input id={id} value={value ?? ''} maxLength={500} placeholder="/sys-upload/uploads/… 或 https://…" onChange={(e) => onChange?.(e.target.value)} />
      <Upload
        accept="image/jpeg,image/png,image/webp,image/gif"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          uploadImage(file)
            .then((r) => {
              onChange?.(r.url);
              message.success('图片已上传');
            })
            .catch((e: Error) => message.error(e.message))
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button loading={busy}>上传</Button>
      </Upload>
      {value ? <Image src={value} width={32} height={32} style={{ objectFit: 'cover' }} /> : null}
    </Space.Compact>
  );
}
