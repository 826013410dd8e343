import { CHAT_THEME_COLORS, DEFAULT_CHAT_THEME_COLOR } from '@sixmark/shared/domain/vip';
import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import { useProfile } from '@/lib/profile';
import { toast } from '@/lib/toast';
import { useUpdateChatColor } from '../api/update-chat-color';
import '../profile.css';

/** 聊天主题颜色: eight colours (red #e00221 first), saved on the server. */
export default function SettingChatColorPage() {
  const { data: profile } = useProfile();
  const current = String(profile?.userInfo.chatThemeColor || DEFAULT_CHAT_THEME_COLOR).toLowerCase();
  const update = useUpdateChatColor({ onSuccess: () => toast.show('设置成功', 1500) });
  return (
    <PageShell title={routes.settingChatColor.title}>
      <div className="chat-colors" role="radiogroup" aria-label="聊天主题颜色">
        {CHAT_THEME_COLORS.map((c) => {
          const active = (update.isPending ? update.variables : current) === c.color;
          return (
            <button
              key={c.id}
              type="button"
              role="radio"
              aria-checked={active}
              className={`chat-colors__item${active ? ' chat-colors__item--active' : ''}`}
              onClick={() => update.mutate(c.color)}
            >
              <span className="chat-colors__swatch" style={{ background: c.color }} />
              {c.name}
            </button>
          );
        })}
      </div>
    </PageShell>
  );
}
