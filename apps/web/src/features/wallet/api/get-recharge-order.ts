import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECHARGE_POLL_MS, type RechargeOrder } from '@sixmark/shared';
import { http } from '@/lib/http';
import { WALLET_KEYS } from './keys';

/** `GET /api/recharge/order/:orderNo`: one order (status polling and detail). */
export const getRechargeOrder = (orderNo: string) =>
  http.get<RechargeOrder>(`/api/recharge/order/${encodeURIComponent(orderNo)}`);

export const isOpenRecharge = (o: RechargeOrder | undefined) => o?.status === 'created' || o?.status === 'processing';

export const rechargeOrderQueryOptions = (orderNo: string, poll = false) =>
  queryOptions({
    queryKey: [WALLET_KEYS.rechargeOrder, orderNo] as const,
    queryFn: () => getRechargeOrder(orderNo),
    enabled: !!orderNo,
    // The processing page polls every 3 s until the order leaves created/processing.
    refetchInterval: poll ? (q) => (isOpenRecharge(q.state.data) ? RECHARGE_POLL_MS : false) : false,
  });

export const useRechargeOrder = (orderNo: string, poll = false) => useQuery(rechargeOrderQueryOptions(orderNo, poll));
