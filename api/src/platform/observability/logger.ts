/**
 * Structured logs: one JSON object per line on stdout. Lines are gathered and written once per turn of
 * the event loop, so a busy request path never waits on a write to the terminal or a pipe.
 */
type Fields = Record<string, unknown>;

let pending: string[] = [];
let scheduled = false;

function flush() {
  scheduled = false;
  const lines = pending;
  pending = [];
  process.stdout.write(lines.join(''));
}

export function logLine(level: 'info' | 'warn' | 'error', message: string, fields: Fields = {}) {
  pending.push(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`);
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
}

export const log = {
  info: (message: string, fields?: Fields) => logLine('info', message, fields),
  warn: (message: string, fields?: Fields) => logLine('warn', message, fields),
  error: (message: string, fields?: Fields) => logLine('error', message, fields),
};
