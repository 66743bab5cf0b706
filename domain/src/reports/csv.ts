/**
 * CSV as spreadsheets open it safely: UTF-8 with a byte-order mark (so Excel reads the accents), RFC 4180
 * quoting (a cell holding a comma, a quote or a line break is quoted, its quotes doubled), CRLF line ends,
 * and a cell starting with = + - @ (or a tab or carriage return) neutralised with a leading ' so a
 * spreadsheet never runs it as a formula. Numbers are written as they are (a negative number is a number).
 */
export type CsvCell = string | number | boolean | null | undefined;

export const csvBom = '\uFEFF';

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${csvBom}${lines.join('\r\n')}\r\n`;
}
