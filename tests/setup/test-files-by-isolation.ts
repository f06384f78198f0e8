// Which test files may share a worker's modules with the files run before them, and which need a
// module registry of their own (vitest.config.ts runs the first kind with isolate: false), for the
// client's files and the API suites' alike.
//
// A file needs its own when it replaces or re-imports modules (`vi.mock`, `vi.doMock`, `vi.unmock`,
// `vi.resetModules`, `vi.importActual`: the replacement would leak into the next file, or the next
// file's into it), or when it says so with the line `// vitest: isolate` and why (a file that reads
// which modules a page loads, say). Everything else only renders, clicks and asks MSW (cleanup()
// and the resets of tests/setup/client.ts leave nothing behind for the next file), or builds its
// own app on its own database (tests/server/harness.ts).
import fs from 'node:fs';
import { globSync } from 'tinyglobby';

const NEEDS_OWN_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|importActual)\(|^\/\/ vitest: isolate\b/m;

export function testFilesByIsolation(patterns: string[]): { shared: string[]; isolated: string[] } {
  const files = globSync(patterns, { ignore: ['**/node_modules/**'] }).sort();
  const isolated = files.filter((file) => NEEDS_OWN_MODULES.test(fs.readFileSync(file, 'utf8')));
  return { shared: files.filter((file) => !isolated.includes(file)), isolated };
}
