// Multipart bodies and compliance documents for the API suites (server/onboarding).
import { randomBytes } from 'node:crypto';
import { API, type Client, type Res } from './harness.js';

export const COMPLIANCE = {
  overview: `${API}/candidate/compliance`,
  upload: `${API}/candidate/compliance/documents`,
  document: (id: string) => `${API}/candidate/compliance/documents/${id}`,
  file: (id: string) => `${API}/compliance/documents/${id}/file`,
  queue: `${API}/admin/compliance/documents`,
  decision: (id: string) => `${API}/admin/compliance/documents/${id}/decision`,
};

export type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer; contentType?: string };

/** A multipart/form-data body as a browser sends it, parts in order. */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part ? `form-data; name="${part.name}"; filename="${part.filename.replace(/"/g, '%22')}"` : `form-data; name="${part.name}"`;
    const type = 'filename' in part ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), 'filename' in part ? part.bytes : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A small PDF that passes the inspection; `marker` makes two of them differ. */
export const plainPdf = (marker = 'one') =>
  Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 /Marker (${marker}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

export interface UploadInput {
  kind: string;
  bytes?: Buffer;
  filename?: string;
  expiresOn?: string;
}

/** POST /candidate/compliance/documents as the compliance page sends it. */
export function uploadDocument(browser: Client, { kind, bytes = plainPdf(), filename = 'document.pdf', expiresOn }: UploadInput): Promise<Res> {
  const body = multipart([
    { name: 'kind', value: kind },
    ...(expiresOn ? [{ name: 'expires_on', value: expiresOn }] : []),
    { name: 'file', filename, bytes, contentType: 'application/pdf' },
  ]);
  return browser.request('POST', COMPLIANCE.upload, undefined, body);
}
