import { Writable } from 'node:stream';
import { prettyDestination, prettyLine } from './pretty-log.js';

const at = new Date(2026, 10, 23, 12, 34, 56).getTime();

describe('pretty log lines', () => {
  it('writes time, level, context and message on one line', () => {
    expect(prettyLine(JSON.stringify({ level: 30, time: at, context: 'Kadry', msg: 'Listening on http://localhost:3000' }))).toBe(
      '12:34:56 INFO  [Kadry] Listening on http://localhost:3000',
    );
    expect(prettyLine(JSON.stringify({ level: 40, time: at, msg: 'slow' }))).toBe('12:34:56 WARN  slow');
  });

  it("drops Nest's start-up chatter at info level, never a warning", () => {
    expect(
      prettyLine(JSON.stringify({ level: 30, time: at, context: 'RouterExplorer', msg: 'Mapped {/api/v2/health, GET} route' })),
    ).toBeNull();
    expect(
      prettyLine(JSON.stringify({ level: 30, time: at, context: 'InstanceLoader', msg: 'AppModule dependencies initialized' })),
    ).toBeNull();
    expect(prettyLine(JSON.stringify({ level: 40, time: at, context: 'NestApplication', msg: 'odd' }))).toBe(
      '12:34:56 WARN  [NestApplication] odd',
    );
  });

  it('shortens a request to method, path, status and time', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      method: 'GET',
      url: '/api/v2/health',
      statusCode: 200,
      responseTime: 2.6,
      msg: 'request completed',
    });
    expect(prettyLine(line)).toBe('12:34:56 GET /api/v2/health 200 3 ms');
  });

  it('keeps the stack of an error and passes non-JSON text through', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      context: 'HTTP',
      msg: 'Unhandled error',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(prettyLine(line)).toBe('12:34:56 ERROR [HTTP] Unhandled error\nError: boom\n    at x');
    expect(prettyLine('plain text\n')).toBe('plain text');
  });

  it('writes each line of a chunk, skipping the dropped ones', () => {
    let written = '';
    const out = new Writable({
      write: (chunk, _enc, done) => {
        written += chunk.toString();
        done();
      },
    });
    prettyDestination(out).write(
      `${JSON.stringify({ level: 30, time: at, context: 'RoutesResolver', msg: 'x' })}\n${JSON.stringify({ level: 30, time: at, msg: 'kept' })}\n`,
    );
    expect(written).toBe('12:34:56 INFO  kept\n');
  });
});
