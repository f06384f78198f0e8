#!/usr/bin/env node
// The contract is written as a tree (openapi/openapi.yaml, whose paths and components
// point into openapi/paths/ and openapi/components/) and read as one document:
// src/generated/openapi.json, which the server routes, validates and publishes
// (server/contract.ts) and from which src/generated/api.ts and limits.ts are generated.
// Redocly's bundler puts each file back where the root points at it, under the name the
// root gives it, so the bundle is the document the tree was split from.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';

const root = fileURLToPath(new URL('..', import.meta.url));
export const contractRoot = `${root}openapi/openapi.yaml`;
export const bundlePath = `${root}src/generated/openapi.json`;

/** The whole contract as the text of src/generated/openapi.json. */
export async function bundleContract(rootFile = contractRoot) {
  const config = await createConfig({});
  const { bundle: document, problems } = await bundle({ ref: rootFile, config });
  const broken = problems.filter((problem) => problem.severity === 'error');
  if (broken.length) {
    const where = (problem) => problem.location.map((at) => `${at.source.absoluteRef}${at.pointer ?? ''}`).join(', ');
    throw new Error(`The contract does not bundle:\n${broken.map((problem) => `  ${problem.message} (${where(problem)})`).join('\n')}`);
  }
  return `${JSON.stringify(document.parsed, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(bundlePath, await bundleContract());
  console.log('src/generated/openapi.json bundled from openapi/openapi.yaml');
}
