import { inflateSync } from 'node:zlib';

/*
 * A PDF is accepted as a document to read, not as a program: one that can run script, launch
 * something, carry other files or send its fields somewhere is refused. PDF names may be written
 * with #xx escapes (/J#61vaScript) and objects may hide inside compressed object streams, so both
 * are undone before looking.
 */

const ACTIVE = ['/JavaScript', '/JS', '/Launch', '/EmbeddedFile', '/EmbeddedFiles', '/RichMedia', '/SubmitForm', '/ImportData'];
/** What the object streams of one PDF may inflate to, all together: more is refused as a bomb. */
const MAX_INFLATED = 64 * 1024 * 1024;

export type PdfVerdict = 'ok' | 'active' | 'unreadable';

/** `/J#61vaScript` → `/JavaScript`. */
const decodeNames = (text: string) => text.replace(/\/[^\s/<>[\]()]+/g, (name) => name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));

/** Whether a name of ACTIVE appears as a whole name (not `/JSON`, not `/JavaScriptless`). */
function hasActiveName(text: string): boolean {
  const names = decodeNames(text);
  return ACTIVE.some((name) => new RegExp(`${name.replace('/', '\\/')}(?![A-Za-z0-9#_.-])`).test(names));
}

/** The compressed object streams of the file (`/Type /ObjStm` with `/FlateDecode`), inflated. */
function* objectStreams(latin1: string, bytes: Buffer): Generator<string | null> {
  let budget = MAX_INFLATED;
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(latin1); match; match = streamStart.exec(latin1)) {
    const dictionaryStart = latin1.lastIndexOf('<<', match.index);
    const head = decodeNames(latin1.slice(Math.max(0, dictionaryStart - 2048), match.index));
    const start = match.index + match[0].length;
    const end = latin1.indexOf('endstream', start);
    if (end < 0) return;
    streamStart.lastIndex = end;
    if (!/\/ObjStm\b/.test(head)) continue;
    if (!/\/FlateDecode\b/.test(head)) {
      // An object stream other filters hide: not read, so not accepted.
      yield null;
      continue;
    }
    try {
      const inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      yield inflated.toString('latin1');
    } catch {
      yield null;
    }
  }
}

export function checkPdf(bytes: Buffer): PdfVerdict {
  const latin1 = bytes.toString('latin1');
  if (!latin1.startsWith('%PDF-') || !latin1.slice(-2048).includes('%%EOF')) return 'unreadable';
  if (hasActiveName(latin1)) return 'active';
  for (const objects of objectStreams(latin1, bytes)) {
    if (objects === null) return 'unreadable';
    if (hasActiveName(objects)) return 'active';
  }
  return 'ok';
}
