/**
 * Human-readable log lines for a person at a terminal (`npm start`, LOG_FORMAT=pretty): time, level,
 * context and message on one line; a request (when LOG_REQUESTS=true) as `GET /path 200 3 ms`.
 * Nest's start-up chatter (a line per module and per route) is dropped at info level, so what the
 * product says about itself stays visible. Production keeps pino's JSON for log collectors.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const START_UP_CHATTER = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);
const COLORS: Record<number, string> = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[31m' };

interface Entry {
  level?: number;
  time?: number;
  context?: string;
  msg?: string;
  /** A request line (src/shared/http/request-log.ts). */
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

export function prettyLine(line: string, color = false): string | null {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line.replace(/\n$/, '');
  }
  const level = entry.level ?? 30;
  if (level <= 30 && entry.context && START_UP_CHATTER.has(entry.context)) return null;
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  if (entry.method && entry.statusCode !== undefined) {
    const ms = entry.responseTime === undefined ? '' : ` ${Math.round(entry.responseTime)} ms`;
    return `${time} ${entry.method} ${entry.url ?? ''} ${entry.statusCode}${ms}`;
  }
  const name = LEVELS[level] ?? String(level);
  const paint = color && COLORS[level] ? (text: string) => `${COLORS[level]}${text}\x1b[0m` : (text: string) => text;
  let text = `${time} ${paint(name)} ${entry.context ? `[${entry.context}] ` : ''}${entry.msg ?? ''}`;
  if (entry.err) text += `\n${entry.err.stack ?? entry.err.message ?? ''}`;
  return text;
}

/** A pino destination writing prettyLine()s to stdout. */
export function prettyDestination(out: NodeJS.WritableStream = process.stdout): { write(chunk: string): boolean } {
  const color = (out as { isTTY?: boolean }).isTTY === true;
  return {
    write(chunk: string): boolean {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        const text = prettyLine(line, color);
        if (text !== null) out.write(`${text}\n`);
      }
      return true;
    },
  };
}
