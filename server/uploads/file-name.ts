import { EXTENSION, type FileType } from '../../src/shared/uploads.js';

const MAX_NAME = 120;
// Control characters, and the bidirectional controls that make "gpj.exe" read as "exe.jpg".
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name a file is shown and downloaded under: the last part of what the browser sent (no
 * folders, whatever the separator), without control characters, at most 120 characters, and with
 * the extension of what the file really is. Only ever shown: files are stored under keys the
 * server makes (server/storage/file-store.ts).
 */
export function displayName(sent: string, type: FileType): string {
  const base = (sent.split(/[\\/]/).pop() ?? '').replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
  const stem = base.replace(/^\.+/, '').replace(/\.[^.]*$/, '').trim() || 'document';
  const extension = EXTENSION[type];
  return `${[...stem].slice(0, MAX_NAME - extension.length - 1).join('')}.${extension}`;
}
