import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { withUploadPrefix, type PromotionList } from '@sixmark/shared';
import { HtmlContent } from '@/components/html-content';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { usePromotion } from '../api/get-promotion';
import { promotionsQueryOptions } from '../api/get-promotions';
import { formatPromoTime } from '../utils/format-time';
import '../content.css';

/** /promotional/{classifyType}/{id}: the promotion's image and text. */
export default function PromotionalDetailPage() {
  const id = Number(useParams().id);
  const qc = useQueryClient();
  const fromList = qc
    .getQueryData<PromotionList>(promotionsQueryOptions().queryKey)
    ?.data.find((p) => p.id === id);
  const detail = usePromotion(id);
  const p = detail.data ?? fromList;
  return (
    <PageShell title={p?.name ?? paths.promotionalDetail.title}>
      {!p && detail.isPending ? <Skeleton.Paragraph lineCount={8} animated /> : null}
      {!p && detail.isError ? (
        <ErrorBlock status="default" title={detail.error.message} description="" />
      ) : null}
      {p ? (
        <article className="promo-detail">
          <h2>{p.name}</h2>
          <div className="promo__time">
            {formatPromoTime(p.startTime)} ~ {formatPromoTime(p.endTime)}
          </div>
          {p.imageUrl ? <img src={withUploadPrefix(p.imageUrl)} alt={p.name} /> : null}
          <HtmlContent html={p.content} />
        </article>
      ) : null}
    </PageShell>
  );
}
