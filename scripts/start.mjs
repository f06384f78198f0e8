#!/usr/bin/env node
// `npm start`: builds whatever is missing, then runs the server, which migrates,
// seeds the demo data on first start and serves the app and the API on one port.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(`${root}/src/generated/paraglide/messages.js`)) run('npm', ['run', '--silent', 'i18n']);
// The English shell stands for the build (scripts/build-client.mjs writes one per language).
if (!existsSync(`${root}/dist/client/en/index.html`)) {
  console.log('Building the app once (about a minute)…');
  run('npm', ['run', '--silent', 'build']);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
