#!/usr/bin/env node
// src/generated/limits.ts: the lengths, counts and numeric bounds the contract sets on what
// the client sends, so that forms check the same limits the server validates instead of
// copies of them. Read from the bundled contract (scripts/bundle-contract.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundlePath } from './bundle-contract.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const limitsPath = `${root}src/generated/limits.ts`;
// The parameters' limits are a module of their own: the lists' address parsers, which the app's
// first script carries (route prefetches), read them without the bodies' much larger table.
export const parameterLimitsPath = `${root}src/generated/parameter-limits.ts`;

const BOUNDS = ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems'];
const SCHEMA_REF = '#/components/schemas/';

const schemaName = (ref) => {
  if (!ref.startsWith(SCHEMA_REF)) throw new Error(`Unexpected $ref ${ref}: the bundle only refers to components`);
  return ref.slice(SCHEMA_REF.length);
};

/** Every schema named in `node`'s $refs, directly. */
function refsIn(node, found = new Set()) {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, found));
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string') found.add(schemaName(node.$ref));
    Object.values(node).forEach((value) => refsIn(value, found));
  }
  return found;
}

/** The schemas a request body may carry: those its schemas name, and those they name, and so on. */
function requestSchemas(contract) {
  const reached = new Set();
  const visit = (name) => {
    if (reached.has(name)) return;
    reached.add(name);
    refsIn(contract.components.schemas[name]).forEach(visit);
  };
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item)) refsIn(operation.requestBody ?? {}).forEach(visit);
  }
  // In the contract's order, so that the module reads like it.
  return Object.keys(contract.components.schemas).filter((name) => reached.has(name));
}

/**
 * A schema's bounds, then its properties' and items' by name, with $refs followed; empty
 * when it sets none. Of `oneOf`/`anyOf` only "this or null" is followed: alternatives with
 * different bounds have no single limit to give.
 */
function limitsOf(schema, contract, path) {
  if (!schema || typeof schema !== 'object') return {};
  const limits = {};
  const merge = (more) => {
    for (const [key, value] of Object.entries(more)) {
      limits[key] = typeof value === 'object' && typeof limits[key] === 'object' ? { ...limits[key], ...value } : value;
    }
  };
  if (schema.$ref) {
    const name = schemaName(schema.$ref);
    if (path.includes(name)) throw new Error(`${[...path, name].join(' → ')}: a schema that contains itself has no finite limits`);
    merge(limitsOf(contract.components.schemas[name], contract, [...path, name]));
  }
  for (const member of schema.allOf ?? []) merge(limitsOf(member, contract, path));
  for (const choice of [schema.oneOf, schema.anyOf]) {
    const options = (choice ?? []).filter((option) => option.type !== 'null');
    if (options.length === 1) merge(limitsOf(options[0], contract, path));
  }
  for (const bound of BOUNDS) if (typeof schema[bound] === 'number') limits[bound] = schema[bound];
  for (const [property, value] of Object.entries(schema.properties ?? {})) {
    if (BOUNDS.includes(property) || property === 'items') throw new Error(`${path.join('.')}.${property}: a property named like a bound`);
    const found = limitsOf(value, contract, path);
    if (Object.keys(found).length) limits[property] = found;
  }
  const items = limitsOf(schema.items, contract, path);
  if (Object.keys(items).length) limits.items = items;
  return limits;
}

const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

function literal(value, indent) {
  const entries = Object.entries(value);
  if (entries.every(([, inner]) => typeof inner === 'number')) return `{ ${entries.map(([name, inner]) => `${key(name)}: ${inner}`).join(', ')} }`;
  const inside = `${indent}  `;
  return `{\n${entries.map(([name, inner]) => `${inside}${key(name)}: ${typeof inner === 'number' ? inner : literal(inner, inside)},\n`).join('')}${indent}}`;
}

/** The text of src/generated/limits.ts for the bundled contract. */
export function limitsModule(contract) {
  const schemas = {};
  for (const name of requestSchemas(contract)) {
    const found = limitsOf(contract.components.schemas[name], contract, [name]);
    if (Object.keys(found).length) schemas[name] = found;
  }
  return [
    '// Generated from the contract by scripts/contract-limits.mjs (`npm run generate`); do not edit.',
    '',
    '/** What the contract allows in each request body schema, by schema name: its bounds, then its properties\' and items\'. */',
    `export const limits = ${literal(schemas, '')} as const;`,
    '',
  ].join('\n');
}

/** src/generated/parameter-limits.ts: what the contract allows in each shared query and path parameter. */
export function parameterLimitsModule(contract) {
  const parameters = {};
  for (const [name, parameter] of Object.entries(contract.components.parameters ?? {})) {
    const found = limitsOf(parameter.schema, contract, [name]);
    if (Object.keys(found).length) parameters[name] = found;
  }
  return [
    '// Generated from the contract by scripts/contract-limits.mjs (`npm run generate`); do not edit.',
    '',
    '/** What the contract allows in each shared query and path parameter, by parameter name. */',
    `export const parameterLimits = ${literal(parameters, '')} as const;`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const contract = JSON.parse(readFileSync(bundlePath, 'utf8'));
  writeFileSync(limitsPath, limitsModule(contract));
  writeFileSync(parameterLimitsPath, parameterLimitsModule(contract));
  console.log('src/generated/limits.ts and parameter-limits.ts written from src/generated/openapi.json');
}
