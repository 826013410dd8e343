import { Skeleton } from 'antd-mobile';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/lib/startup-config';
import { useGalleryImages } from '../api/get-gallery-images';
import { GalleryImageGrid } from '../components/gallery-image-grid';
import { galleryGameId } from '../utils/gallery-game';
import '../content.css';

/**
 * /gallery/{groupId}[?gameId=]: every sheet of one group, newest first, with a link to its
 * detail under the group's game (the one the address names, else the gallery's default game).
 */
export default function GalleryByGroupPage() {
  const groupId = Number(useParams().groupId);
  const requested = useSearchParams()[0].get('gameId');
  const games = useAppConfig().data?.home_lottery_setting ?? [];
  const gameId = galleryGameId(games, requested);
  const images = useGalleryImages(groupId, requested ? gameId : undefined);
  const list = images.data?.data ?? [];
  return (
    <PageShell title={paths.galleryByGroup.title}>
      {images.isPending ? <Skeleton.Paragraph lineCount={6} animated /> : null}
      {!images.isPending && list.length === 0 ? <EmptyState /> : null}
      <GalleryImageGrid images={list} />
      {list[0] && gameId !== undefined ? (
        <div className="gallery-detail__bar">
          <Link to={paths.galleryDetail.getHref({ gameId, groupId })}>查看详情</Link>
        </div>
      ) : null}
    </PageShell>
  );
}
