import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const API_PREFIX = '/api/v1';
const specPath = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));

/** The contract, parsed once; routing, validation and /api/v1/openapi.json all read it. */
export const loadContract = (): Record<string, unknown> => parse(fs.readFileSync(specPath, 'utf8'));
