import http from 'node:http';
import { randomUUID } from 'node:crypto';

/*
 * Send-to-delivery latency across instances (bench-api.ts): the recipient holds GET /live on
 * instance B, as a browser tab does (a connection of its own), and the other participant sends
 * messages through instance A one after another; each is timed from the start of its send request
 * to the moment B's stream delivers its message.created frame. Whatever the path in between (A's
 * transaction, PostgreSQL's NOTIFY, B's listener, B's read of the rows), this is what a person
 * waits for.
 */

export interface DeliveryLatency {
  sent: number;
  p50: number;
  p99: number;
  max: number;
}

const API = '/api/v1';
const PROBE = /Delivery probe (\d+) /;

/** The `XSRF-TOKEN` a sign-in left in a Cookie header (server/http/xsrf.ts): unsafe requests echo it. */
const xsrfOf = (cookie: string) => /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';

/** Opens the recipient's stream and calls `onProbe(n, at)` for each probe message it delivers. */
function holdStream(base: string, cookie: string, onProbe: (n: number, at: number) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${API}/live`, { headers: { cookie }, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        request.destroy();
        reject(new Error(`GET /live on instance B answered ${response.statusCode}`));
        return;
      }
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = performance.now();
        text += chunk;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          if (!block.includes('event: message.created')) continue;
          const probe = PROBE.exec(block);
          if (probe) onProbe(Number(probe[1]), at);
        }
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function measureDelivery(opts: {
  /** Instance A, where the sender sends. */
  senderBase: string;
  senderCookie: string;
  /** Instance B, where the recipient's stream is held. */
  recipientBase: string;
  recipientCookie: string;
  conversationId: string;
  count: number;
  /** The pause after each delivery before the next send. */
  gapMs: number;
  /** Runs before each send, outside the timing: the bench lifts the sender's rate limits, which are not what it measures. */
  beforeSend: () => Promise<void>;
}): Promise<DeliveryLatency> {
  const delivered = new Map<number, () => void>();
  const arrivals = new Map<number, number>();
  const stream = await holdStream(opts.recipientBase, opts.recipientCookie, (n, at) => {
    arrivals.set(n, at);
    delivered.get(n)?.();
  });
  const latencies: number[] = [];
  const run = `${Date.now().toString(36)}`;
  try {
    for (let n = 1; n <= opts.count; n++) {
      await opts.beforeSend();
      const arrived = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`probe ${n} did not arrive on instance B within 30 s`)), 30_000);
        delivered.set(n, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      const started = performance.now();
      const res = await fetch(`${opts.senderBase}${API}/conversations/${opts.conversationId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: opts.senderCookie, 'x-xsrf-token': xsrfOf(opts.senderCookie) },
        body: JSON.stringify({ text: `Delivery probe ${n} of run ${run}: is the frame there yet?`, idempotency_key: randomUUID() }),
      });
      if (res.status !== 201 && res.status !== 200) throw new Error(`sending probe ${n} through instance A answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      await arrived;
      latencies.push(arrivals.get(n)! - started);
      delivered.delete(n);
      await new Promise((resolve) => setTimeout(resolve, opts.gapMs));
    }
  } finally {
    stream.destroy();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { sent: latencies.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)!) };
}
