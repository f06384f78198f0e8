#!/usr/bin/env node
// Fails when src/generated/api.ts no longer matches openapi/openapi.yaml:
// the contract changes first, then `npm run generate`, then the code.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'api-types-'));
const fresh = path.join(dir, 'api.ts');
try {
  execFileSync(path.join(root, 'node_modules/.bin/openapi-typescript'), ['openapi/openapi.yaml', '-o', fresh], { cwd: root, stdio: 'pipe' });
  const committed = readFileSync(path.join(root, 'src/generated/api.ts'), 'utf8');
  if (readFileSync(fresh, 'utf8') !== committed) {
    console.error('src/generated/api.ts has drifted from openapi/openapi.yaml. Run `npm run generate` and commit the result.');
    process.exit(1);
  }
  console.log('src/generated/api.ts matches the contract');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
