import { List } from 'antd-mobile';
import { useNavigate } from '@/lib/use-navigate';
import { APP_VERSION } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import '../profile.css';

/** 关于我们: the product in a few lines and the three about pages. */
export default function AboutPage() {
  const navigate = useNavigate();
  return (
    <PageShell title={routes.about.title}>
      <section className="about-text">
        <p>六合宝典为六合彩爱好者提供开奖直播、历史开奖、资料图库与彩票游戏服务。</p>
        <p>当前版本：{APP_VERSION}</p>
      </section>
      <List mode="card">
        {(['userAgreement', 'contactUs', 'privacyAgreement'] as const).map((k) => (
          <List.Item key={k} onClick={() => navigate(paths[k].path)}>
            {routes[k].title}
          </List.Item>
        ))}
      </List>
    </PageShell>
  );
}
