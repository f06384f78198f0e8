#!/usr/bin/env node
// `npm run db:generate`: drizzle-kit writes foreign keys as "public"."users", which
// breaks migrating into any other schema (the PostgreSQL test suites give each file
// its own). The migrations stay schema-neutral: the qualifier is stripped here.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = `${root}server/db/migrations`;
execFileSync(`${root}node_modules/.bin/drizzle-kit`, ['generate', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const sql = readFileSync(`${dir}/${file}`, 'utf8');
  const neutral = sql.replaceAll('"public".', '');
  if (neutral !== sql) writeFileSync(`${dir}/${file}`, neutral);
}
