#!/usr/bin/env node
// `npm run dev`: Vite with hot reload in front, the API server behind it restarting
// on change, and the messages recompiled when a catalog, messages/<locale>/<catalog>.json, changes.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '5173';
const compileMessages = () => spawnSync('npm', ['run', '--silent', 'i18n'], { cwd: root, stdio: 'inherit' });
compileMessages();

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SERVE_CLIENT: '0', PUBLIC_URL: `http://localhost:${webPort}` },
  }),
  spawn('npx', ['vite', '--port', webPort], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

let pending;
watch(`${root}/messages`, { recursive: true }, (_event, file) => {
  // messages/content holds page texts the app imports itself; paraglide never reads them.
  if (!file?.endsWith('.json') || file.startsWith('content')) return;
  clearTimeout(pending);
  pending = setTimeout(compileMessages, 200);
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
