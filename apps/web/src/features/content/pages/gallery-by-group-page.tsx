import { Skeleton } from 'antd-mobile';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useGalleryImages } from '../api/get-gallery-images';
import { GalleryImageGrid } from '../components/gallery-image-grid';
import '../content.css';

/** /gallery/{groupId}: every sheet of one group, newest first, with a link to its detail. */
export default function GalleryByGroupPage() {
  const groupId = Number(useParams().groupId);
  const images = useGalleryImages(groupId);
  const list = images.data?.data ?? [];
  return (
    <PageShell title={paths.galleryByGroup.title}>
      {images.isPending ? <Skeleton.Paragraph lineCount={6} animated /> : null}
      {!images.isPending && list.length === 0 ? <EmptyState /> : null}
      <GalleryImageGrid images={list} />
      {list[0] ? (
        <div className="gallery-detail__bar">
          <Link to={paths.galleryDetail.getHref({ gameId: 0, groupId })}>查看详情</Link>
        </div>
      ) : null}
    </PageShell>
  );
}
