import { routes } from '@/config/paths';
import { RechargeStep } from '../components/recharge-step';

/** 扫码 / 虚拟币支付: the order and what to do next. */
export default function RechargeQrVirtualPage() {
  return <RechargeStep title={routes.rechargeQrVirtual.title} kind="qr" />;
}
