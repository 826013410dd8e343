import { routes } from '@/config/paths';
import { RechargeStep } from '../components/recharge-step';

/** 第三方支付: the order and what to do next. */
export default function RechargeThirdPartyPage() {
  return <RechargeStep title={routes.rechargeThirdParty.title} kind="pay" />;
}
