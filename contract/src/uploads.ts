/**
 * What an image upload may be, shared by the API (multer's limit, the pipeline) and the admin
 * (what it checks before sending, how far it shrinks a photo first). It imports nothing, so the
 * admin's first download can take it by path without zod (see messages.ts).
 */

/** A camera photo straight from a phone is 3–15 MB; the server shrinks it to IMAGE_WIDTHS anyway. */
export const MAX_UPLOAD_MB = 20;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/**
 * The admin resizes a photo in the browser so its longest side is at most this before sending:
 * above the largest width the server keeps (1,600 px), so the server's own resize still decides
 * the result, and small enough that a phone on 4G sends a few hundred KB rather than 12 MB.
 */
export const CLIENT_RESIZE_MAX_SIDE = 2560;

/**
 * The declared types the file pickers offer. The API never trusts them: it reads the type from
 * the bytes. HEIC/HEIF is what an iPhone's camera roll holds.
 */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/heif'] as const;
/** File names a picker should also offer: some systems give a HEIC an empty or generic type. */
export const UPLOAD_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.heic', '.heif'] as const;
