import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError, type FieldMessage } from '../http/errors.js';
import { displayName } from './file-name.js';
import { checkPdf } from './pdf-check.js';
import { CONTENT_TYPE, MAX_IMAGE_PIXELS, type FileType, type UploadRule } from '../../src/shared/uploads.js';

/** A file fit to store: its bytes (an image re-encoded), what it is, and the name it is shown under. */
export interface AcceptedFile {
  bytes: Buffer;
  type: FileType;
  contentType: string;
  name: string;
}

const MIME_TYPES: Record<string, FileType> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** The refusal, on the request's `field`, in the words of server/http/errors.ts. */
function refused(field: string, key: FieldMessage, params: Record<string, string | number> = {}, status = 400): ApiError {
  return new ApiError(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED', { [field]: { key, params } });
}

/**
 * Images are decoded and encoded again: what survives is the picture, turned the way its camera
 * said, and nothing else (no place, no camera, no comment, nothing appended after the image).
 * An image that claims more pixels than MAX_IMAGE_PIXELS is refused before it is decoded.
 */
async function reencode(bytes: Buffer, type: Exclude<FileType, 'pdf'>): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    if (type === 'jpeg') return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    if (type === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    return await image.webp({ quality: 90 }).toBuffer();
  } catch {
    return null;
  }
}

/**
 * Decides whether an uploaded file may be kept, by its bytes: its type among the rule's, its size
 * within the rule's, a PDF without active content (./pdf-check.ts), an image that decodes within
 * the pixel limit. Refusals name `field` with the reason in the person's language.
 */
export async function inspectUpload(file: { bytes: Buffer; sentName: string }, rule: UploadRule, field = 'file'): Promise<AcceptedFile> {
  const megabytes = Math.floor(rule.maxBytes / (1024 * 1024));
  if (file.bytes.length > rule.maxBytes) throw refused(field, 'fileTooLarge', { megabytes }, 413);
  if (file.bytes.length === 0) throw refused(field, 'fileEmpty');
  const sniffed = await fileTypeFromBuffer(file.bytes);
  const type = sniffed ? MIME_TYPES[sniffed.mime] : undefined;
  if (!type || !rule.accept.includes(type)) throw refused(field, 'fileType', { types: rule.accept.map((t) => t.toUpperCase()).join(', ') });

  let bytes = file.bytes;
  if (type === 'pdf') {
    const verdict = checkPdf(bytes);
    if (verdict !== 'ok') throw refused(field, verdict === 'active' ? 'fileActiveContent' : 'fileUnreadable');
  } else {
    // The header says how large the picture is, before anything is decoded.
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => ({ width: 0, height: 0 }));
    if (width * height > MAX_IMAGE_PIXELS) throw refused(field, 'fileImageTooLarge', { megapixels: MAX_IMAGE_PIXELS / 1_000_000 });
    const encoded = await reencode(bytes, type);
    if (!encoded) throw refused(field, 'fileUnreadable');
    if (encoded.length > rule.maxBytes) throw refused(field, 'fileTooLarge', { megabytes }, 413);
    bytes = encoded;
  }
  return { bytes, type, contentType: CONTENT_TYPE[type], name: displayName(file.sentName, type) };
}
