// Requests Node's HTTP parser cannot read: answered in the contract's error shape, then the
// connection is closed. Only a real socket can send them (inject builds a parsed request).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { msg, startTestServer, type TestServer } from './harness.js';

let t: TestServer;
let port: number;

beforeAll(async () => {
  t = await startTestServer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** Writes `raw` on a new connection and reads until the server closes it. */
function exchange(raw: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const unreadable = { message: msg('api_error_body_invalid'), code: 'BODY_INVALID' };

describe('a request the HTTP parser refuses', () => {
  test.each([
    ['a Content-Length that is not a number', 'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}'],
    ['two different Content-Lengths', 'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}'],
    ['a malformed request line', 'GET /api/v1/health HTTP/1.1 extra\r\nHost: x\r\n\r\n'],
    ['a request line that is not HTTP', '\u0001\u0002 nonsense\r\n\r\n'],
    ['a NUL in a header', 'GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n'],
  ])('%s: 400 BODY_INVALID as JSON, and the connection closes', async (_name, raw) => {
    const res = await exchange(raw);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(JSON.parse(res.body)).toEqual(unreadable);
  });

  test('headers over the size limit: 431 in the same shape', async () => {
    const res = await exchange(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ message: msg('api_error_payload_too_large'), code: 'PAYLOAD_TOO_LARGE' });
  });

  test('a readable request on the same server still works', async () => {
    const res = await exchange('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});
