import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Measurement {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  /** Answers that were not 2xx, errors and timeouts together: a figure with any of them is not trusted. */
  failures: number;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

// autocannon runs in a child process: in the server's own event loop it would take
// turns with the server it measures and report the sum of both.
const runner = `
const autocannon = require('autocannon');
autocannon(JSON.parse(process.env.LOAD_OPTIONS), (error, r) => {
  if (error) { console.error(error); process.exit(1); }
  process.stdout.write(JSON.stringify({ p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, requests: r.requests.total,
    failures: r.non2xx + r.errors + r.timeouts }));
});`;

export function measure(url: string, opts: { seconds: number; connections: number; headers?: Record<string, string> }): Promise<Measurement> {
  const options = { url, duration: opts.seconds, connections: opts.connections, headers: opts.headers ?? {} };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', runner], { cwd: root, env: { ...process.env, LOAD_OPTIONS: JSON.stringify(options) } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`autocannon failed (${code}): ${err}`));
      else resolve(JSON.parse(out) as Measurement);
    });
  });
}
