import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// The app shell (its actors) and generated code are loaded by every page already; the walk stops there.
const SHELL = [resolve(SRC, 'app-state/app-actors.tsx'), resolve(SRC, 'generated')];
const HEAVY = /^(xstate|@xstate\/react|zod(\/.*)?|react-hook-form|@hookform\/resolvers|@stripe\/.*)$/;

/** Specifiers of the imports that load code when the module loads: not `import type`, not `import()`. */
function staticImports(code: string): string[] {
  const found = [...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)];
  return found.map((match) => match[1]!);
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? resolve(SRC, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  const candidates = [base, ...['.ts', '.tsx', '.js'].map((ext) => base.replace(/\.js$/, '') + ext), resolve(base, 'index.ts')];
  return candidates.find((file) => existsSync(file) && !file.endsWith('/')) ?? null;
}

function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || SHELL.some((shell) => file.startsWith(shell))) return;
    files.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const local = resolveLocal(file, specifier);
      if (local) visit(local);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

it('keeps xstate, forms and the calculator out of what the pricing page loads first', () => {
  const { files, packages } = staticGraph(resolve(SRC, 'features/pricing/PricingPage.tsx'));
  expect([...packages].filter((name) => HEAVY.test(name))).toEqual([]);
  const inside = [...files].map((file) => file.slice(SRC.length + 1));
  expect(inside).not.toContain('features/pricing/PriceCalculator.tsx');
  expect(inside.filter((file) => file.startsWith('machines/'))).toEqual([]);
  // The walk does reach the page's own modules, so an empty graph cannot pass.
  expect(inside).toEqual(expect.arrayContaining(['features/pricing/PricingPage.tsx', 'features/pricing/FeesTable.tsx', 'shared/pricing.ts']));
});

it('finds a static import of xstate where there is one', () => {
  const { packages } = staticGraph(resolve(SRC, 'features/pricing/PriceCalculator.tsx'));
  expect([...packages]).toEqual(expect.arrayContaining(['xstate', '@xstate/react']));
});
