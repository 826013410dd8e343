import { routes } from '@/config/paths';
import { RechargeStep } from '../components/recharge-step';

/** 在线支付: the order and what to do next. */
export default function RechargeOnlinePage() {
  return <RechargeStep title={routes.rechargeOnline.title} kind="pay" />;
}
