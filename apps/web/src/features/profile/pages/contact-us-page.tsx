import { List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COMPANY_CODE } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import { companyQueryOptions } from '@/lib/startup-config';
import '../profile.css';

/** 联系我们: online service and the company's contact ids. */
export default function ContactUsPage() {
  const { data: company } = useQuery(companyQueryOptions(DEFAULT_COMPANY_CODE));
  return (
    <PageShell title={routes.contactUs.title}>
      <section className="about-text">
        <p>如有任何问题，欢迎随时联系我们的在线客服，7×24小时为您服务。</p>
      </section>
      <List mode="card">
        {company?.olUrl && (
          <List.Item onClick={() => window.open(company.olUrl, '_blank', 'noopener')} extra="立即咨询">
            在线客服
          </List.Item>
        )}
        {(company?.companyDetailList ?? []).map((d) => (
          <List.Item key={d.content} extra={d.content}>
            客服微信
          </List.Item>
        ))}
      </List>
    </PageShell>
  );
}
