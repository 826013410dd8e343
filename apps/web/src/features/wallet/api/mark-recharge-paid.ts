import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RechargeOrder } from '@sixmark/shared';
import { http } from '@/lib/http';
import { WALLET_KEYS } from './keys';

/** `POST /api/recharge/order/:orderNo/paid`: the user reports a transfer as done. */
export const markRechargePaid = (orderNo: string) =>
  http.post<RechargeOrder>(`/api/recharge/order/${encodeURIComponent(orderNo)}/paid`);

export const useMarkRechargePaid = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markRechargePaid,
    onSuccess: (order) => qc.setQueryData([WALLET_KEYS.rechargeOrder, order.orderNo], order),
  });
};
