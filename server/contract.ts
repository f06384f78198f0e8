import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const API_PREFIX = '/api/v1';
// openapi/openapi.yaml and the files it points into, bundled into one document by `npm run generate`.
const specPath = fileURLToPath(new URL('../src/generated/openapi.json', import.meta.url));

/** The contract, parsed once; routing, validation and /api/v1/openapi.json all read it. */
export const loadContract = (): Record<string, unknown> => JSON.parse(fs.readFileSync(specPath, 'utf8'));
