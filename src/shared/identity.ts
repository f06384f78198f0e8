import type { UploadRule } from './uploads.js';

/**
 * The identity check's photos (the document's front and a selfie on the sandbox's capture
 * screen): images only, decided by their bytes on the server (decision 020) and checked by the
 * browser before they are sent.
 */
export const IDENTITY_PHOTO: UploadRule = { accept: ['jpeg', 'png', 'webp'], maxBytes: 10 * 1024 * 1024 };
