-- Whether an upload has its full-size WebP copy (upload.service.ts, issue 16): true when written,
-- false when it needs none (a GIF or WebP, or the WebP was not smaller) or its file is gone.
-- NULL marks images stored before copies were made; the backfill job (webp-backfill.ts) decides
-- them once, oldest first, and the partial index keeps that lookup cheap when none are left.
ALTER TABLE uploads ADD COLUMN webp_copy boolean;
CREATE INDEX uploads_webp_copy_pending_idx ON uploads (created_at) WHERE webp_copy IS NULL;
