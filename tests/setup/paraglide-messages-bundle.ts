import { dirname, relative, resolve, sep } from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * `npm run i18n` writes one module per message (`--output-structure message-modules`), and
 * `src/generated/paraglide/messages/_index.js` re-exports them all; every component that says
 * `import { m } from '@/generated/paraglide/messages.js'` pulls in all ~2,400 of them. Vitest
 * loads each module separately, once per test file, which made that index most of each file's
 * import time. This plugin serves the index as one module that holds the same message
 * functions, bundled once per run. Whatever they import from outside `messages/` (the runtime
 * that keeps the current locale) stays a separate import, so the locale state is still shared
 * with the rest of the app.
 */
export function paraglideMessagesBundle(): Plugin {
  let bundled: Promise<string> | undefined;
  return {
    name: 'test:paraglide-messages-bundle',
    enforce: 'pre',
    load(id) {
      if (!/[\\/]src[\\/]generated[\\/]paraglide[\\/]messages[\\/]_index\.js$/.test(id)) return null;
      bundled ??= bundleMessages(id);
      return bundled;
    },
  };
}

async function bundleMessages(index: string): Promise<string> {
  const messagesDir = dirname(index);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: messagesDir,
    plugins: [
      {
        name: 'keep-runtime-outside',
        enforce: 'pre',
        // Kept as written relative to messages/ (`../runtime.js`), so the bundle, served in
        // place of messages/_index.js, imports the very module the rest of the app does.
        resolveId(source, importer) {
          if (!importer || !source.startsWith('.')) return null;
          const target = resolve(dirname(importer), source);
          if (dirname(target) === messagesDir) return null;
          return { id: relative(messagesDir, target).split(sep).join('/'), external: true };
        },
      },
    ],
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      lib: { entry: index, formats: ['es'], fileName: 'messages' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((c) => c.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`bundling ${index} produced no chunk`);
  return chunk.code;
}
