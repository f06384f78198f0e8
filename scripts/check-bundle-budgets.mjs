#!/usr/bin/env node
// `npm run check:budgets`: the JavaScript each budgeted route loads, in kB gzip (level 9), against
// the budgets of docs/performance.md ("## Budgets"). Read from the build's Vite manifest(s): every
// dist/client/**/.vite/manifest.json, so a build per language is checked language by language.
//
// What a route loads is the static closure the browser fetches before the page can show:
// index.html's entry (src/main.tsx), the app's start (src/app/start.tsx, which main.tsx imports
// dynamically) and the route's page module(s), each with every chunk it imports statically, each
// chunk counted once. A "first interaction" row is a prerendered public page: the page's own first
// load is only the entry, so the row counts what the first touch adds on top of it. Chunks a page
// imports dynamically at run time (its data, the loading animation) are not in the closure;
// `npm run bench:lighthouse` measures what a real load fetches.
//
// Exits 1 when a route is over its budget, 2 when the table or the build cannot be read.
// BUNDLE_BUDGETS=report prints the same table and exits 0 when only budgets are exceeded.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const ENTRY = 'index.html';
export const START = 'src/app/start.tsx';
export const COUNTS = ['cold load', 'first interaction'];

/**
 * The rows of the first table under "## Budgets": route, page module(s) joined by "+", what is
 * counted (`cold load` or `first interaction`) and the budget in kB gzip. Backticks are ignored.
 */
export function parseBudgets(markdown) {
  const section = /^## Budgets[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1];
  if (section === undefined) throw new Error('no "## Budgets" section');
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.trim().startsWith('|'));
  if (start < 0) throw new Error('the "## Budgets" section has no table');
  const table = [];
  for (const line of lines.slice(start)) {
    if (!line.trim().startsWith('|')) break;
    table.push(line.trim().replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim().replaceAll('`', '')));
  }
  const [header, rule, ...rows] = table;
  if (!header || header.length !== 4 || !rule?.every((cell) => /^:?-+:?$/.test(cell))) {
    throw new Error('the budgets table needs four columns: route | page module | counts | budget');
  }
  if (rows.length === 0) throw new Error('the budgets table has no rows');
  return rows.map(([route, modules, counts, budget]) => {
    const budgetKb = Number(budget);
    if (!route || !modules) throw new Error(`a budget row lacks its route or page module: | ${route} | ${modules} |`);
    if (!COUNTS.includes(counts)) throw new Error(`${route}: "counts" is "${counts}", not one of ${COUNTS.join(', ')}`);
    if (!Number.isFinite(budgetKb) || budgetKb <= 0) throw new Error(`${route}: the budget "${budget}" is not a positive number of kB`);
    return { route, modules: modules.split('+').map((module) => module.trim()), counts, budgetKb };
  });
}

/** The manifest keys of `keys` and of every chunk they import statically, each once. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build's manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The JavaScript files the route's row counts, each once. */
export function routeFiles(manifest, budget) {
  const loaded = staticClosure(manifest, [ENTRY, START, ...budget.modules]);
  const before = budget.counts === 'first interaction' ? staticClosure(manifest, [ENTRY]) : new Set();
  const files = new Set();
  for (const key of loaded) if (!before.has(key)) files.add(manifest[key].file);
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/** Every Vite manifest under the client build, one per separately built language (or one for all). */
export function findManifests(clientDir) {
  const found = [];
  const walk = (dir, depth) => {
    const manifest = path.join(dir, '.vite', 'manifest.json');
    if (fs.existsSync(manifest)) found.push(manifest);
    if (depth === 0) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'assets') walk(path.join(dir, entry.name), depth - 1);
    }
  };
  if (fs.existsSync(clientDir)) walk(clientDir, 2);
  return found.sort();
}

/** Each budget's measured size for one build; `gzipBytes(file)` weighs a file named as the manifest names it. */
export function measureBuild(manifest, budgets, gzipBytes) {
  return budgets.map((budget) => {
    const files = routeFiles(manifest, budget);
    const kb = files.reduce((sum, file) => sum + gzipBytes(file), 0) / 1024;
    return { ...budget, files: files.length, kb, headroomKb: budget.budgetKb - kb, over: kb > budget.budgetKb };
  });
}

function printRows(label, rows) {
  const width = Math.max(5, ...rows.map((row) => row.route.length));
  console.log(`\n${label}`);
  console.log(`${'route'.padEnd(width)} ${'counts'.padEnd(18)} ${'chunks'.padStart(6)} ${'kB gzip'.padStart(8)} ${'budget'.padStart(7)} ${'headroom'.padStart(9)}`);
  for (const row of rows) {
    const cells = [
      row.route.padEnd(width),
      row.counts.padEnd(18),
      String(row.files).padStart(6),
      row.kb.toFixed(1).padStart(8),
      String(row.budgetKb).padStart(7),
      row.headroomKb.toFixed(1).padStart(9),
    ];
    console.log(`${cells.join(' ')}${row.over ? '  OVER' : ''}`);
  }
}

function main() {
  const clientDir = path.join(root, 'dist/client');
  const budgets = parseBudgets(fs.readFileSync(path.join(root, 'docs/performance.md'), 'utf8'));
  const manifests = findManifests(clientDir);
  if (manifests.length === 0) throw new Error('no dist/client/**/.vite/manifest.json: run `npm run build` first');
  const reportOnly = process.env.BUNDLE_BUDGETS === 'report';
  let over = 0;
  for (const file of manifests) {
    // A manifest names files from the build's output folder, dist/client, wherever the manifest
    // itself lives (dist/client/<locale>/.vite/ for a build per language).
    const build = path.relative(clientDir, path.dirname(path.dirname(file))) || 'dist/client';
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    const sizes = new Map();
    const gzipBytes = (name) => {
      if (!sizes.has(name)) sizes.set(name, zlib.gzipSync(fs.readFileSync(path.join(clientDir, name)), { level: 9 }).length);
      return sizes.get(name);
    };
    const rows = measureBuild(manifest, budgets, gzipBytes);
    printRows(`bundle budgets (docs/performance.md) for ${build}: JavaScript in kB gzip -9`, rows);
    over += rows.filter((row) => row.over).length;
  }
  if (over === 0) return 0;
  console.log(`\n${over} route budget(s) exceeded${reportOnly ? ' (BUNDLE_BUDGETS=report: reported, not failed)' : ''}`);
  return reportOnly ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(`check-bundle-budgets: ${error.message}`);
    process.exitCode = 2;
  }
}
