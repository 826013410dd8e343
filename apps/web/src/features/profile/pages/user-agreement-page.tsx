import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import '../profile.css';

/** 用户协议. */
export default function UserAgreementPage() {
  return (
    <PageShell title={routes.userAgreement.title}>
      <section className="about-text">
        <p>欢迎使用本平台。注册或使用本平台服务，即表示您已阅读并同意本协议。</p>
        <p>一、用户须年满18周岁，并保证注册信息真实、准确、完整。</p>
        <p>二、每位用户仅可注册一个账户，账户及密码由用户自行保管，因保管不善造成的损失由用户承担。</p>
        <p>三、用户不得利用本平台从事任何违法违规活动，不得恶意刷取优惠。</p>
        <p>四、平台有权在发现异常或违规行为时暂停或终止相关账户的服务。</p>
        <p>五、理性购彩，量力而行。</p>
      </section>
    </PageShell>
  );
}
