import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findManifests, measureBuild, parseBudgets, routeFiles, staticClosure } from '../../scripts/check-bundle-budgets.mjs';

// A build the shape Vite's manifest has: the entry imports the start dynamically, pages import the
// start and shared chunks statically, and the loading animation only dynamically.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/app/start.tsx'] },
  'src/app/start.tsx': { file: 'assets/start.js', imports: ['index.html', '_react.js'], dynamicImports: ['src/features/dashboard/DashboardPage.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_button.js': { file: 'assets/button.js', imports: ['_react.js'] },
  '_lottie.js': { file: 'assets/lottie.js' },
  'src/features/dashboard/DashboardPage.tsx': {
    file: 'assets/DashboardPage.js',
    imports: ['src/app/start.tsx', '_button.js', '_react.js'],
    dynamicImports: ['_lottie.js'],
    css: ['assets/DashboardPage.css'],
  },
  'src/features/pricing/PricingPage.tsx': { file: 'assets/PricingPage.js', imports: ['src/app/start.tsx', '_button.js'] },
  'src/features/pricing/PriceCalculator.tsx': { file: 'assets/PriceCalculator.js', imports: ['_button.js'] },
};
const kb: Record<string, number> = {
  'assets/index.js': 3,
  'assets/start.js': 100,
  'assets/react.js': 50,
  'assets/button.js': 10,
  'assets/DashboardPage.js': 20,
  'assets/PricingPage.js': 5,
  'assets/PriceCalculator.js': 8,
};
const gzipBytes = (file: string) => kb[file]! * 1024;

const doc = (table: string) => `# Performance\n\n## Measurements\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n## Budgets\n\nSome words.\n\n${table}\n\n## Later\n`;
const TABLE = [
  '| route | page module | counts | budget |',
  '|---|---|---|---|',
  '| `/dashboard` | `src/features/dashboard/DashboardPage.tsx` | cold load | 170 |',
  '| `/pricing` | `src/features/pricing/PricingPage.tsx + src/features/pricing/PriceCalculator.tsx` | first interaction | 120 |',
].join('\n');

describe('parseBudgets', () => {
  it('reads the table under "## Budgets", not the one before it, and splits page modules on "+"', () => {
    expect(parseBudgets(doc(TABLE))).toEqual([
      { route: '/dashboard', modules: ['src/features/dashboard/DashboardPage.tsx'], counts: 'cold load', budgetKb: 170 },
      {
        route: '/pricing',
        modules: ['src/features/pricing/PricingPage.tsx', 'src/features/pricing/PriceCalculator.tsx'],
        counts: 'first interaction',
        budgetKb: 120,
      },
    ]);
  });

  it('refuses a document without the section, a table of the wrong shape, an unknown count or budget', () => {
    expect(() => parseBudgets('# Performance\n\n## Measurements\n')).toThrow(/no "## Budgets" section/);
    expect(() => parseBudgets(doc('| route | budget |\n|---|---|\n| /dashboard | 170 |'))).toThrow(/four columns/);
    expect(() => parseBudgets(doc(TABLE.replace('cold load', 'warm load')))).toThrow(/"warm load"/);
    expect(() => parseBudgets(doc(TABLE.replace('| 170 |', '| lots |')))).toThrow(/"lots"/);
    expect(() => parseBudgets(doc(TABLE.split('\n').slice(0, 2).join('\n')))).toThrow(/no rows/);
  });
});

describe('the chunks a route loads', () => {
  it('follows static imports only, each chunk once, and refuses a module the build does not have', () => {
    expect([...staticClosure(manifest, ['src/features/dashboard/DashboardPage.tsx'])].sort()).toEqual([
      '_button.js',
      '_react.js',
      'index.html',
      'src/app/start.tsx',
      'src/features/dashboard/DashboardPage.tsx',
    ]);
    expect(() => staticClosure(manifest, ['src/features/gone/GonePage.tsx'])).toThrow(/"src\/features\/gone\/GonePage.tsx" is not in the build's manifest/);
  });

  it('counts a cold load from the entry, and a first interaction on top of the entry', () => {
    const [dashboard, pricing] = parseBudgets(doc(TABLE));
    expect(routeFiles(manifest, dashboard)).toEqual(['assets/DashboardPage.js', 'assets/button.js', 'assets/index.js', 'assets/react.js', 'assets/start.js']);
    expect(routeFiles(manifest, pricing)).toEqual(['assets/PriceCalculator.js', 'assets/PricingPage.js', 'assets/button.js', 'assets/react.js', 'assets/start.js']);
  });

  it('weighs each route against its budget and marks the one over it', () => {
    const [dashboard, pricing] = measureBuild(manifest, parseBudgets(doc(TABLE)), gzipBytes);
    expect(dashboard).toMatchObject({ files: 5, kb: 183, headroomKb: -13, over: true });
    expect(pricing).toMatchObject({ files: 5, kb: 173, headroomKb: -53, over: true });
    const roomy = parseBudgets(doc(TABLE.replace('| 170 |', '| 183 |')))[0]!;
    expect(measureBuild(manifest, [roomy], gzipBytes)[0]).toMatchObject({ headroomKb: 0, over: false });
  });
});

describe('findManifests', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the one manifest of a single build, or one per language of a build per language', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
    const write = (...parts: string[]) => {
      mkdirSync(path.join(dir, ...parts, '.vite'), { recursive: true });
      writeFileSync(path.join(dir, ...parts, '.vite', 'manifest.json'), '{}');
    };
    expect(findManifests(path.join(dir, 'missing'))).toEqual([]);
    write();
    expect(findManifests(dir)).toEqual([path.join(dir, '.vite', 'manifest.json')]);
    rmSync(path.join(dir, '.vite'), { recursive: true });
    write('fr');
    write('en');
    expect(findManifests(dir)).toEqual([path.join(dir, 'en', '.vite', 'manifest.json'), path.join(dir, 'fr', '.vite', 'manifest.json')]);
  });
});
