// Hostile and ordinary files through the upload inspection (server/uploads/inspect-upload.ts):
// the type decided by the bytes, the size limit, PDFs that could act, images re-encoded so that
// nothing but the picture survives, image bombs refused before they are decoded, and the name a
// file is shown under.
import { deflateSync } from 'node:zlib';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { ApiError, errorBody } from '../../server/http/errors.js';
import { displayName } from '../../server/uploads/file-name.js';
import { inspectUpload } from '../../server/uploads/inspect-upload.js';
import { checkPdf } from '../../server/uploads/pdf-check.js';
import { DOCUMENT } from '../../src/shared/uploads.js';

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
const PLAIN_PDF = pdf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj');

/** A PDF whose objects sit in a compressed object stream. */
function pdfWithObjectStream(objects: string) {
  const packed = deflateSync(Buffer.from(objects, 'latin1'));
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`, 'latin1'),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 90 } } })[format]().toBuffer();

/** A PNG whose header claims `width` × `height` pixels, with a few bytes of image data: a decompression bomb's opening. */
function claimedPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(1000))), chunk('IEND', Buffer.alloc(0))]);
}

/** The refusal as the person reads it: status, code and the field's words in English. */
async function refusal(bytes: Buffer, sentName = 'file.bin') {
  try {
    await inspectUpload({ bytes, sentName }, DOCUMENT);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.statusCode, ...errorBody(error, 'en') };
  }
  throw new Error('the file was accepted');
}

describe('inspectUpload', () => {
  test('a plain PDF is kept as it is, under its own name', async () => {
    const accepted = await inspectUpload({ bytes: PLAIN_PDF, sentName: 'Passport scan.PDF' }, DOCUMENT);
    expect(accepted).toMatchObject({ type: 'pdf', contentType: 'application/pdf', name: 'Passport scan.pdf' });
    expect(accepted.bytes.equals(PLAIN_PDF)).toBe(true);
  });

  test('a PDF that could run script, launch something, carry files or send its fields is refused, however it spells it', async () => {
    const active = 'This PDF contains scripts, attachments or actions, which we don’t accept. Print it to a new PDF or scan it, then upload that.';
    for (const body of [
      '1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj',
      '1 0 obj << /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >> endobj',
      '1 0 obj << /Type /Action /S /Launch /F (cmd.exe) >> endobj',
      '1 0 obj << /Type /Catalog /Names << /EmbeddedFiles 3 0 R >> >> endobj',
      '1 0 obj << /S /SubmitForm /F (https://evil.example) >> endobj',
    ]) {
      expect(await refusal(pdf(body), 'form.pdf'), body).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: expect.any(String), fields: { file: active } });
    }
    // Hidden in a compressed object stream.
    expect((await refusal(pdfWithObjectStream('1 0 << /S /JavaScript /JS (x) >>'))).fields).toEqual({ file: active });
    expect(checkPdf(pdfWithObjectStream('1 0 << /Type /Catalog >>'))).toBe('ok');
    // Names that only begin like an active one are not.
    expect(checkPdf(pdf('1 0 obj << /JSON 1 /JavaScriptless 2 >> endobj'))).toBe('ok');
  });

  test('a PDF cut short, or an object stream that will not inflate, is unreadable', async () => {
    const unreadable = 'We couldn’t read this file. It may be damaged: save it again, then upload it.';
    expect((await refusal(PLAIN_PDF.subarray(0, 40))).fields).toEqual({ file: unreadable });
    const broken = Buffer.from('%PDF-1.7\n5 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\nnot deflate at all\nendstream\n%%EOF\n', 'latin1');
    expect((await refusal(broken)).fields).toEqual({ file: unreadable });
  });

  test('the type is the bytes’: HTML named .png, a GIF, a Windows program are refused; nothing at all is empty', async () => {
    const choose = { file: 'Choose a PDF, JPEG, PNG, WEBP file.' };
    expect((await refusal(Buffer.from('<html><script>alert(document.cookie)</script></html>'), 'photo.png')).fields).toEqual(choose);
    expect((await refusal(await picture('gif'), 'animation.gif')).fields).toEqual(choose);
    expect((await refusal(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'id.jpg')).fields).toEqual(choose);
    expect((await refusal(Buffer.alloc(0), 'empty.pdf')).fields).toEqual({ file: 'This file is empty.' });
  });

  test('a file over the limit is refused before it is read', async () => {
    const large = Buffer.concat([PLAIN_PDF, Buffer.alloc(DOCUMENT.maxBytes)]);
    expect(await refusal(large, 'big.pdf')).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: expect.any(String), fields: { file: 'This file is too large: at most 10 MB.' } });
  });

  test('images are encoded again: the picture is kept, its metadata and anything appended are not', async () => {
    const tagged = await sharp(await picture('jpeg'))
      .withExif({ IFD0: { Copyright: 'Home address 12 Secret Street', Artist: 'Ada' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const jpeg = await inspectUpload({ bytes: tagged, sentName: 'selfie.jpeg' }, DOCUMENT);
    expect(jpeg).toMatchObject({ type: 'jpeg', contentType: 'image/jpeg', name: 'selfie.jpg' });
    const kept = await sharp(jpeg.bytes).metadata();
    expect(kept).toMatchObject({ width: 64, height: 48, format: 'jpeg' });
    expect(kept.exif).toBeUndefined();
    expect(jpeg.bytes.toString('latin1')).not.toContain('Secret Street');

    // A PNG with a script after its end: a polyglot that some readers would run.
    const polyglot = Buffer.concat([await picture('png'), Buffer.from('<script>alert(1)</script>')]);
    const png = await inspectUpload({ bytes: polyglot, sentName: 'card.png' }, DOCUMENT);
    expect(png.type).toBe('png');
    expect(png.bytes.toString('latin1')).not.toContain('<script>');
    expect((await inspectUpload({ bytes: await picture('webp'), sentName: 'scan.webp' }, DOCUMENT)).contentType).toBe('image/webp');
  });

  test('an image bomb is refused by its header, before it is decoded; a broken image is unreadable', async () => {
    expect((await refusal(claimedPng(100_000, 100_000), 'bomb.png')).fields).toEqual({ file: 'This image has too many pixels: at most 40 megapixels.' });
    const broken = Buffer.concat([(await picture('jpeg')).subarray(0, 30), Buffer.alloc(500, 7)]);
    expect((await refusal(broken, 'broken.jpg')).fields).toEqual({ file: 'We couldn’t read this file. It may be damaged: save it again, then upload it.' });
  });
});

describe('displayName', () => {
  test('the last part of the name, without controls, with the extension of what the file is', () => {
    expect(displayName('../../etc/passwd.png', 'jpeg')).toBe('passwd.jpg');
    expect(displayName('C:\\Users\\ada\\Tax form.pdf', 'pdf')).toBe('Tax form.pdf');
    // Right-to-left override: "invoice‮fdp.exe" would read as "invoiceexe.pdf".
    expect(displayName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.pdf');
    expect(displayName('.htaccess', 'png')).toBe('htaccess.png');
    expect(displayName('', 'pdf')).toBe('document.pdf');
    expect(displayName('\u0000\u0007', 'pdf')).toBe('document.pdf');
    expect(displayName(`${'é'.repeat(300)}.pdf`, 'pdf')).toHaveLength(120);
  });
});
