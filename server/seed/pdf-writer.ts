/*
 * A PDF the project writes itself, for the demo's documents: pages of plain lines in Helvetica,
 * with a real cross-reference table, so PDF readers (and server/candidates/cv-text.ts) read its
 * words as they would a CV made by a word processor. No binary file is kept in the repository.
 */

const PAGE_WIDTH = 595; // A4, in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINES_PER_PAGE = 48;

/** One line of a page; a heading is set larger and bold. */
export interface PdfLine {
  text: string;
  heading?: boolean;
}

/** Characters of WinAnsiEncoding beyond Latin-1 that typed text often holds. */
const WIN_ANSI: Record<string, number> = { '€': 0x80, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97 };

/** The text as a PDF string in WinAnsiEncoding: accents kept where Latin-1 has them, dropped where it has not (ễ → e). */
function pdfString(text: string): string {
  let out = '';
  for (const character of text) {
    let code = WIN_ANSI[character] ?? character.codePointAt(0)!;
    if (code > 0xff && WIN_ANSI[character] === undefined) {
      const plain = character.normalize('NFD').replace(/\p{M}/gu, '');
      code = plain.length === 1 && plain.codePointAt(0)! <= 0xff ? plain.codePointAt(0)! : 0x3f;
    }
    const byte = String.fromCharCode(code);
    out += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return `(${out})`;
}

function pageContent(lines: PdfLine[]): string {
  let y = PAGE_HEIGHT - MARGIN;
  const drawn = lines.map((line) => {
    const size = line.heading ? 14 : 10.5;
    y -= line.heading ? 22 : 14;
    return `BT /${line.heading ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y} Td ${pdfString(line.text)} Tj ET`;
  });
  return drawn.join('\n');
}

/** Splits a paragraph into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width = 95): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

/** A PDF of these lines, LINES_PER_PAGE a page, with `title` in its document information. */
export function writePdf(title: string, lines: PdfLine[]): Buffer {
  const pages: PdfLine[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  // 1 catalog, 2 pages, 3 and 4 fonts, 5 information, then a page and its content for each page.
  const objects: string[] = [];
  const kids = pages.map((_, i) => `${6 + 2 * i} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  objects.push(`<< /Title ${pdfString(title)} /Producer (RemoteHire demo) >>`);
  pages.forEach((page, i) => {
    const content = pageContent(page);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents ${7 + 2 * i} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`);
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
