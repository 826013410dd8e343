import { Skeleton, Tabs } from 'antd-mobile';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { withUploadPrefix, type Promotion } from '@sixmark/shared';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { usePromotions } from '../api/get-promotions';
import { formatPromoTime } from '../utils/format-time';
import '../content.css';

export const ALL_PROMOTIONS = '全部优惠';
/** templateType 3 opens its image instead of the detail page. */
export const IMAGE_PROMOTION_TYPE = 3;

// Scroll position and tab survive a visit to a detail page (spec 2 §2).
let savedScroll = 0;
let savedTab = 'all';

function PromotionCard({ p }: { p: Promotion }) {
  const navigate = useNavigate();
  const open = () => {
    if (p.templateType === IMAGE_PROMOTION_TYPE)
      window.open(withUploadPrefix(p.imageUrl), '_blank', 'noopener');
    else navigate(paths.promotionalDetail.getHref({ classifyType: p.classifyType, id: p.id }));
  };
  return (
    <button type="button" className="promo__card" onClick={open} data-promotion-id={p.id}>
      <img src={withUploadPrefix(p.coverUrl)} alt={p.name} loading="lazy" />
      <div className="promo__name">{p.name}</div>
      <div className="promo__time">
        {formatPromoTime(p.startTime)} ~ {formatPromoTime(p.endTime)}
      </div>
    </button>
  );
}

/** /promotional: 全部优惠 plus a tab per class; the list is fetched once. */
export default function PromotionalPage() {
  const promos = usePromotions();
  const [tab, setTab] = useState(savedTab);
  const list = promos.data?.data ?? [];
  const shown = tab === 'all' ? list : list.filter((p) => String(p.classifyType) === tab);

  useLayoutEffect(() => {
    if (promos.data) window.scrollTo(0, savedScroll);
  }, [promos.data]);
  useEffect(() => {
    const onScroll = () => {
      savedScroll = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <PageShell title={paths.promotional.title} noBack>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          savedTab = k;
        }}
      >
        <Tabs.Tab key="all" title={ALL_PROMOTIONS} />
        {(promos.data?.classes ?? []).map((c) => (
          <Tabs.Tab key={String(c.classifyType)} title={c.classifyName} />
        ))}
      </Tabs>
      {promos.isPending ? <Skeleton.Paragraph lineCount={8} animated /> : null}
      {!promos.isPending && shown.length === 0 ? <EmptyState /> : null}
      {shown.map((p) => (
        <PromotionCard key={p.id} p={p} />
      ))}
    </PageShell>
  );
}
