/**
 * What a person may upload (decision 020), shared by the server, which decides by the file's
 * bytes (server/uploads/inspect-upload.ts), and the browser, which checks the file's name, type
 * and size before sending it, so that a wrong file is said at once and not after an upload.
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

/** A candidate's photo: a picture from a phone or a camera, cropped and encoded again by the server. */
export const PHOTO: UploadRule = { accept: ['jpeg', 'png', 'webp'], maxBytes: 10 * MB };

/** A company's logo: an image fitted inside a small square and encoded again by the server. */
export const LOGO: UploadRule = { accept: ['jpeg', 'png', 'webp'], maxBytes: 5 * MB };

/** A candidate's CV: a PDF, whose text employers' searches read. */
export const CV: UploadRule = { accept: ['pdf'], maxBytes: 10 * MB };

/** An image larger than this many pixels is refused before it is decoded: a small file can claim a huge one. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const megabytes = (rule: UploadRule) => Math.floor(rule.maxBytes / MB);

/** The names the browser's file chooser filters on: `.pdf,.jpg,.jpeg,…,application/pdf,…`. */
export const acceptAttribute = (rule: UploadRule) =>
  rule.accept.flatMap((type) => [`.${EXTENSION[type]}`, ...(type === 'jpeg' ? ['.jpeg'] : []), CONTENT_TYPE[type]]).join(',');

const BY_EXTENSION: Record<string, FileType> = { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' };

/** What a chosen file claims to be, by its type or else its name's extension; null when neither is one we take. */
export function claimedType(file: { name: string; type: string }): FileType | null {
  const byType = (Object.keys(CONTENT_TYPE) as FileType[]).find((type) => CONTENT_TYPE[type] === file.type);
  if (byType) return byType;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

export type FileIssue = 'empty' | 'type' | 'tooLarge';

/** Why a chosen file would be refused, as far as the browser can tell; null when it may be sent. */
export function fileIssue(file: { name: string; type: string; size: number }, rule: UploadRule): FileIssue | null {
  if (file.size === 0) return 'empty';
  const type = claimedType(file);
  if (!type || !rule.accept.includes(type)) return 'type';
  if (file.size > rule.maxBytes) return 'tooLarge';
  return null;
}
