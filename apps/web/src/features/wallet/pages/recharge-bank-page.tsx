import { routes } from '@/config/paths';
import { RechargeStep } from '../components/recharge-step';

/** 银行转账: the order and what to do next. */
export default function RechargeBankPage() {
  return <RechargeStep title={routes.rechargeBank.title} kind="bank" />;
}
