#!/usr/bin/env node
// Fails when the code's imports form a cycle (docs/architecture.md, "Layers"). Type-only imports
// count too: a cycle of types is still two files that cannot be understood one without the other.
// Generated code is left out (src/generated imports nothing of ours).
//
// Usage: node scripts/check-import-cycles.mjs   (part of `npm run lint`)
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOTS = ['src', 'server', 'scripts', 'tests'];
const SKIP = new Set(['node_modules', 'generated', 'dist']);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file an import names, or undefined for a package or a generated module. */
function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join('src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return undefined;
  const stem = base.replace(/\.(js|mjs|ts|tsx)$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => files.has(file));
}

const files = new Set(ROOTS.flatMap(sourceFiles));
const graph = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const targets = importedFiles.map(({ fileName }) => resolve(file, fileName)).filter(Boolean);
  graph.set(file, [...new Set(targets)]);
}

// Tarjan's strongly connected components: every component of more than one file (or a file that
// imports itself) is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];

function visit(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file)) {
    if (!index.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(file, Math.min(low.get(file), index.get(next)));
    }
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || graph.get(file).includes(file)) cycles.push(component.sort());
}

for (const file of [...files].sort()) if (!index.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s): each group below imports itself round; move the shared part into a file both import.`);
  for (const cycle of cycles) console.error(`  - ${cycle.join('\n    ')}`);
  process.exit(1);
}
console.log(`No import cycles among ${files.size} files.`);
