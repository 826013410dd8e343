/** The content module's public surface: what the seed and other modules may use. */
export { CONTENT_TAG } from './company';
export { sanitizeContent, sanitizeText } from './sanitize';
export { UPLOAD_URL_PREFIX, countUpload, storeImage, uploadImageSize, uploadsDir } from './upload.service';
export { bannerArtSvg, storeDemoArt } from './demo-art';
export { recomputeRecords, refreshTrackRecords } from './track-record';
export { backfillWebpCopies } from './webp-backfill';
