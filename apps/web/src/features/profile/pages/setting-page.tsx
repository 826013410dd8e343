import { Button, List, Space } from 'antd-mobile';
import { useNavigate } from '@/lib/use-navigate';
import { APP_VERSION, settingHans, type Locale } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { sectionText, useLocale } from '@/lib/i18n';
import { setLocale } from '@/lib/i18n-switch';
import { isLoggedIn, useProfile } from '@/lib/profile';
import { toast } from '@/lib/toast';

const SETTING_TEXT = sectionText('setting', settingHans);

/** The language choices, each named in its own script. */
const LANGUAGES: { locale: Locale; label: () => string }[] = [
  { locale: 'zh-Hans', label: () => SETTING_TEXT.langHans },
  { locale: 'zh-Hant', label: () => SETTING_TEXT.langHant },
];

/** 简体 / 繁體 (issue 18): applied at once, remembered on this device. */
function LanguageSwitch() {
  const current = useLocale();
  const choose = (locale: Locale) => {
    if (locale === current) return;
    setLocale(locale).catch(() => toast.show(SETTING_TEXT.languageFailed));
  };
  return (
    <div role="group" aria-label={SETTING_TEXT.language}>
      <Space>
        {LANGUAGES.map(({ locale, label }) => (
          <Button
            key={locale}
            size="mini"
            color={locale === current ? 'primary' : 'default'}
            aria-pressed={locale === current}
            onClick={() => choose(locale)}
          >
            {label()}
          </Button>
        ))}
      </Space>
    </div>
  );
}

/** 设置: chat colour (members), security, about, language and the app version. */
export default function SettingPage() {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const member = isLoggedIn(profile);
  return (
    <PageShell title={routes.setting.title}>
      <List mode="card">
        {member && <List.Item onClick={() => navigate(paths.settingChatColor.path)}>{routes.settingChatColor.title}</List.Item>}
        {member && <List.Item onClick={() => navigate(paths.securityCenter.path)}>{routes.securityCenter.title}</List.Item>}
        <List.Item onClick={() => navigate(paths.about.path)}>{routes.about.title}</List.Item>
        <List.Item extra={<LanguageSwitch />}>{SETTING_TEXT.language}</List.Item>
        <List.Item extra={APP_VERSION}>{SETTING_TEXT.version}</List.Item>
      </List>
    </PageShell>
  );
}
