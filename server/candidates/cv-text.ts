/*
 * The words of a CV, for the employers' search (candidate_profiles.cv_text, part of its search
 * vector). Read with unpdf's build of Mozilla's PDF.js: JavaScript only, no native part, imported
 * only when a CV arrives so that the server's start does not pay for it. unpdf is pinned at 1.7.0:
 * the versions after it ask for Node 22, and the project runs on Node 20 (package.json, engines).
 *
 * The file has already passed server/uploads/pdf-check.ts (no script, action or attachment);
 * PDF.js is still told not to compile fonts into functions, and a CV is read no further than
 * MAX_PAGES pages and MAX_CHARACTERS characters: what a search needs, not a book.
 */

/** The pages read: a long CV is three or four; past this it is not a CV. */
const MAX_PAGES = 20;
/** What is kept of the text: about ten pages of words. */
export const MAX_CHARACTERS = 30_000;

/** Runs of spaces and of blank lines made one; NUL, which a PostgreSQL text column cannot hold, taken out. */
function tidy(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n[\n ]*/g, '\n')
    .trim();
}

/** Cut at MAX_CHARACTERS without splitting a character in two. */
const limited = (text: string) => [...text.slice(0, MAX_CHARACTERS + 1)].slice(0, MAX_CHARACTERS).join('');

/**
 * The text of a PDF, page after page, or null when PDF.js cannot read the file at all (a scan has
 * pages but no text: that is an empty string, not null).
 */
export async function extractCvText(bytes: Buffer): Promise<string | null> {
  const { getDocumentProxy } = await import('unpdf');
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // PDF.js takes the array as its own (it may transfer it): a copy, so the caller's bytes stay whole.
    document = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES) && length <= MAX_CHARACTERS; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return limited(tidy(pages.join('\n')));
  } catch {
    return null;
  } finally {
    await document?.destroy().catch(() => undefined);
  }
}
