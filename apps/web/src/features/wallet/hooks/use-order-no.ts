import { useParams, useSearchParams } from 'react-router-dom';

/** The order of a recharge step page: the `:orderId` segment, else `?orderNo=` (theme2 routes carry no id). */
export function useOrderNo(): string {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  return orderId ?? search.get('orderNo') ?? '';
}
