import { Button, Form, Input, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { regValidators } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import { useProfile, type Profile } from '@/lib/profile';
import { toast } from '@/lib/toast';
import { useModifyUserInfo, type ModifyUserInfoInput } from '../api/modify-user-info';
import { Avatar } from '../components/avatar';
import '../profile.css';

type Field = 'fullName' | 'email' | 'phone' | 'qq' | 'weixin' | 'birthday';
const FIELDS: { field: Field; label: string; type?: string }[] = [
  { field: 'fullName', label: '真实姓名' },
  { field: 'phone', label: '手机号码', type: 'tel' },
  { field: 'email', label: '邮箱' },
  { field: 'qq', label: 'QQ' },
  { field: 'weixin', label: '微信' },
  { field: 'birthday', label: '出生日期', type: 'date' },
];

const read = (p: Profile | null | undefined, f: Field) => String(p?.userInfo[f] ?? '');

function InfoForm({ profile }: { profile: Profile }) {
  const [draft, setDraft] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map(({ field }) => [field, read(profile, field)])) as Record<Field, string>,
  );
  const [avatarOpen, setAvatarOpen] = useState(false);
  const modify = useModifyUserInfo({ onSuccess: () => toast.show('保存成功', 1500) });

  const save = () => {
    const changed: ModifyUserInfoInput = {};
    for (const { field } of FIELDS) {
      const v = draft[field].trim();
      if (v === read(profile, field)) continue;
      // The registration rules apply to what is filled in (spec 1 §5).
      const error = v === '' ? null : field === 'birthday' ? regValidators.birthday(v) : regValidators[field](v);
      if (error) {
        toast.show(error, 3000);
        return;
      }
      changed[field] = v;
    }
    if (Object.keys(changed).length === 0) {
      toast.show('资料未修改', 1500);
      return;
    }
    modify.mutate(changed);
  };

  return (
    <>
      <List mode="card">
        <List.Item prefix={<Avatar avatarId={profile.userInfo.avatarId} size={44} />} onClick={() => setAvatarOpen(true)} extra="更换头像">
          {profile.userInfo.account}
        </List.Item>
      </List>
      <Form layout="horizontal" mode="card">
        {FIELDS.map(({ field, label, type }) => (
          <Form.Item key={field} label={label}>
            <Input
              aria-label={label}
              type={type ?? 'text'}
              placeholder={`请输入${label}`}
              className={type === 'date' && !draft[field] ? 'date-input--empty' : undefined}
              value={draft[field]}
              onChange={(v) => setDraft((d) => ({ ...d, [field]: v }))}
            />
          </Form.Item>
        ))}
      </Form>
      <div className="page-actions">
        <Button block color="primary" loading={modify.isPending} onClick={save}>
          保存
        </Button>
      </div>
      <Popup visible={avatarOpen} onMaskClick={() => setAvatarOpen(false)} bodyStyle={{ padding: 16, borderRadius: '12px 12px 0 0' }}>
        <div className="avatar-picker__title">更换头像</div>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 12, justifyItems: 'center' }}>
          {Array.from({ length: 16 }, (_, i) => i + 1).map((id) => (
            <button
              key={id}
              type="button"
              style={{ border: id === profile.userInfo.avatarId ? '2px solid #e00221' : '2px solid transparent', borderRadius: '50%', padding: 0, background: 'none' }}
              onClick={() => {
                setAvatarOpen(false);
                modify.mutate({ avatarId: id });
              }}
            >
              <Avatar avatarId={id} size={56} />
            </button>
          ))}
        </div>
      </Popup>
    </>
  );
}

/** 个人资料: avatar (1-16) and the personal fields, checked with the registration rules. */
export default function PersonalInfoPage() {
  const { data: profile } = useProfile();
  return <PageShell title={routes.personalInfo.title}>{profile && <InfoForm profile={profile} />}</PageShell>;
}
