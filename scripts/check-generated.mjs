#!/usr/bin/env node
// Fails when what `npm run generate` makes from the contract (openapi/openapi.yaml and the
// files it points into) no longer matches what is committed: src/generated/openapi.json,
// api.ts and limits.ts. The contract changes first, then `npm run generate`, then the code.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleContract, bundlePath } from './bundle-contract.mjs';
import { limitsModule, limitsPath, parameterLimitsModule, parameterLimitsPath } from './contract-limits.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'api-types-'));
try {
  const bundle = await bundleContract();
  const freshBundle = path.join(dir, 'openapi.json');
  const freshTypes = path.join(dir, 'api.ts');
  writeFileSync(freshBundle, bundle);
  execFileSync(path.join(root, 'node_modules/.bin/openapi-typescript'), [freshBundle, '-o', freshTypes], { cwd: root, stdio: 'pipe' });
  const expected = [
    [bundlePath, bundle],
    [path.join(root, 'src/generated/api.ts'), readFileSync(freshTypes, 'utf8')],
    [limitsPath, limitsModule(JSON.parse(bundle))],
    [parameterLimitsPath, parameterLimitsModule(JSON.parse(bundle))],
  ];
  const drifted = expected.filter(([file, text]) => readFileSync(file, 'utf8') !== text).map(([file]) => path.relative(root, file));
  if (drifted.length) {
    console.error(`${drifted.join(', ')} drifted from openapi/openapi.yaml. Run \`npm run generate\` and commit the result.`);
    process.exitCode = 1;
  } else {
    console.log('src/generated/openapi.json, api.ts, limits.ts and parameter-limits.ts match the contract');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
