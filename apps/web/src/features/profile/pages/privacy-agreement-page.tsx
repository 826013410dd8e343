import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import '../profile.css';

/** 隐私协议. */
export default function PrivacyAgreementPage() {
  return (
    <PageShell title={routes.privacyAgreement.title}>
      <section className="about-text">
        <p>我们重视您的隐私。本协议说明我们如何收集、使用和保护您的个人信息。</p>
        <p>一、我们仅收集提供服务所必需的信息，如账号、联系方式及交易记录。</p>
        <p>二、您的密码经加密保存，任何工作人员都无法查看。</p>
        <p>三、未经您的同意，我们不会向第三方提供您的个人信息，法律法规另有规定的除外。</p>
        <p>四、您可以随时在“个人资料”中查看和修改您的信息。</p>
      </section>
    </PageShell>
  );
}
