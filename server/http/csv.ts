/*
 * CSV files the employer downloads (spendings, a staff member's attendance and reports):
 * RFC 4180, UTF-8 with a byte order mark, CRLF line ends.
 */

/** Excel reads a file without a byte order mark as the system's code page and garbles accents. */
export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return
 * before one) is prefixed with an apostrophe, which shows it as the text it is.
 */
function guardFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180: a cell with a comma, a quote or a line break is quoted, its quotes doubled. */
function csvCell(value: string): string {
  const cell = guardFormula(value);
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One line of the file, its line end included. */
export const csvRow = (cells: string[]) => cells.map(csvCell).join(',') + CRLF;
