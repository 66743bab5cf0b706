import type { Context } from 'koa';
import { toCsv, type CsvCell } from '@lebe/domain';

/**
 * Answers a report as a CSV download (issue 26 item 5): text/csv in UTF-8 with a byte-order mark, RFC 4180
 * quoting, formula-like cells neutralised (see domain's toCsv), under a file name of its own.
 */
export function sendCsv(
  ctx: Context,
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
) {
  ctx.status = 200;
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]+/g, '_')}"`);
  ctx.body = Buffer.from(toCsv(header, rows), 'utf8');
}
