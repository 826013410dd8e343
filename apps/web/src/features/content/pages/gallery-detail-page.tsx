import { ErrorBlock, ImageViewer, Skeleton, Toast } from 'antd-mobile';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { msg, withUploadPrefix } from '@sixmark/shared';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useGalleryDetail } from '../api/get-gallery-detail';
import { useToggleGalleryLike } from '../api/toggle-gallery-like';
import { LOGIN_TOAST_MS } from '../components/cards/use-favourite';
import { GalleryImageGrid } from '../components/gallery-image-grid';
import { useViewer } from '../hooks/use-viewer';
import '../content.css';

/** /gallery-detail/{gameId}/{groupId}: the latest sheet (pinch-zoom), like, and the group's list. */
export default function GalleryDetailPage() {
  const groupId = Number(useParams().groupId);
  const detail = useGalleryDetail(groupId);
  const latest = detail.data?.latest ?? null;
  const [mine, setMine] = useState<{ id: number; like: boolean } | null>(null);
  const liked = mine && latest && mine.id === latest.id ? mine.like : !!latest?.like;
  const setLiked = (v: boolean) => latest && setMine({ id: latest.id, like: v });
  const [viewer, setViewer] = useState(false);
  const like = useToggleGalleryLike();
  const viewerInfo = useViewer();

  const toggle = () => {
    if (!latest) return;
    if (!viewerInfo.loggedIn) {
      Toast.show({ content: msg.loginRequired, duration: LOGIN_TOAST_MS });
      return;
    }
    const next = !liked;
    setLiked(next);
    // A failed like is not shown (spec 2 §8): the heart just goes back.
    like.mutate(
      { galleryId: latest.id, like: next },
      { onSuccess: (r) => setLiked(r.like), onError: () => setLiked(!next) },
    );
  };

  return (
    <PageShell title={detail.data?.group?.name ?? paths.galleryDetail.title}>
      {detail.isPending ? <Skeleton.Paragraph lineCount={8} animated /> : null}
      {detail.isError ? <ErrorBlock status="default" title={detail.error.message} description="" /> : null}
      {latest ? (
        <>
          <div className="gallery-detail__bar">
            <span>第{latest.gameTurn}期</span>
            <button
              type="button"
              className="template-card__fav"
              onClick={toggle}
              aria-pressed={liked}
              aria-label={liked ? '已点赞' : '点赞'}
            >
              {liked ? <HeartFill color="#e00221" /> : <HeartOutline />}{' '}
              {latest.likeCount + (liked && !latest.like ? 1 : !liked && latest.like ? -1 : 0)}
            </button>
          </div>
          <div className="gallery-detail__latest">
            <img
              src={withUploadPrefix(latest.imageUrl)}
              alt={`第${latest.gameTurn}期`}
              onClick={() => setViewer(true)}
            />
          </div>
          <ImageViewer
            image={withUploadPrefix(latest.imageUrl)}
            visible={viewer}
            onClose={() => setViewer(false)}
          />
        </>
      ) : null}
      {(detail.data?.groupList.data.length ?? 0) > 0 ? (
        <h4 className="gallery-detail__heading">往期图纸</h4>
      ) : null}
      <GalleryImageGrid images={detail.data?.groupList.data ?? []} />
    </PageShell>
  );
}
