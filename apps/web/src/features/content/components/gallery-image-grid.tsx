import { ImageViewer } from 'antd-mobile';
import { withUploadPrefix, type GalleryImage } from '@sixmark/shared';

/** Thumbnails of a group's sheets; a tap opens the pinch-zoom viewer on that sheet. */
export function GalleryImageGrid({ images }: { images: GalleryImage[] }) {
  const urls = images.map((i) => withUploadPrefix(i.imageUrl));
  return (
    <div className="gallery__grid">
      {images.map((img, i) => (
        <button
          key={img.id}
          type="button"
          className="gallery__cell"
          onClick={() => ImageViewer.Multi.show({ images: urls, defaultIndex: i })}
        >
          <img
            src={withUploadPrefix(img.thumbUrl || img.imageUrl)}
            alt={`第${img.gameTurn}期`}
            loading="lazy"
          />
          <div className="gallery__cell-turn">第{img.gameTurn}期</div>
        </button>
      ))}
    </div>
  );
}
