import fs from 'node:fs';
import path from 'node:path';

/**
 * The scripts each page of the app's shell needs, as the build wrote them
 * (`<locale>/page-preloads.json`, scripts/page-preloads.mjs): those of the app's start, and each
 * route's own on top of them.
 */
export interface PagePreloads {
  start: string[];
  routes: { pattern: string; files: string[] }[];
}

export function readPagePreloads(root: string, locale: string): PagePreloads | undefined {
  const file = path.join(root, locale, 'page-preloads.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PagePreloads) : undefined;
}

/**
 * The route that answers `pathname`, ranked as the app's router ranks them: segments compared
 * without regard to case, `:name` matching any one segment, and of several matches the one with
 * the most fixed segments (`/candidate/create-eod-report` before `/candidate/:id`).
 */
export function routeOf(preloads: PagePreloads, pathname: string) {
  const wanted = pathname.split('/').filter(Boolean);
  let best: PagePreloads['routes'][number] | undefined;
  let bestFixed = -1;
  for (const route of preloads.routes) {
    const segments = route.pattern.split('/').filter(Boolean);
    if (segments.length !== wanted.length) continue;
    let fixed = 0;
    const matches = segments.every((segment, i) => {
      if (segment.startsWith(':')) return true;
      fixed += 1;
      return segment.toLowerCase() === wanted[i]!.toLowerCase();
    });
    if (matches && fixed > bestFixed) {
      best = route;
      bestFixed = fixed;
    }
  }
  return best;
}

/**
 * The shell with `<link rel="modulepreload">` for the app's start and, for a visitor with a
 * session, the page's own scripts (without one, a signed-in page sends them to sign in: its
 * scripts would be wasted). Shells are few: each variant is built once and kept.
 */
export function shellWithPreloads(shell: Buffer, preloads: PagePreloads | undefined) {
  const variants = new Map<string, Buffer>();
  return (pathname: string, hasSession: boolean): Buffer => {
    if (!preloads) return shell;
    const route = hasSession ? routeOf(preloads, pathname) : undefined;
    const key = route?.pattern ?? '';
    let html = variants.get(key);
    if (!html) {
      const links = [...new Set([...preloads.start, ...(route?.files ?? [])])]
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}" />`)
        .join('\n');
      html = Buffer.from(shell.toString('utf8').replace('</head>', `${links}\n  </head>`));
      variants.set(key, html);
    }
    return html;
  };
}
