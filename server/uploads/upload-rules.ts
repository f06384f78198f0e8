/**
 * What a person may upload, by kind of file: the types decided by the file's bytes, never by its
 * name or the browser's word for it, and the largest size.
 */
export type FileType = 'pdf' | 'jpeg' | 'png' | 'webp';

export const CONTENT_TYPE: Record<FileType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const EXTENSION: Record<FileType, string> = { pdf: 'pdf', jpeg: 'jpg', png: 'png', webp: 'webp' };

export interface UploadRule {
  accept: readonly FileType[];
  maxBytes: number;
}

const MB = 1024 * 1024;

/** A document: a scan, a photo of it, or a PDF. */
export const DOCUMENT: UploadRule = { accept: ['pdf', 'jpeg', 'png', 'webp'], maxBytes: 10 * MB };

/** An image larger than this many pixels is refused before it is decoded: a small file can claim a huge one. */
export const MAX_IMAGE_PIXELS = 40_000_000;
