import { ConnectionStates, postgresDependency, redisDependency } from './connection-state.js';

function capture() {
  const lines: Array<{ level: 'warn' | 'info'; fields: Record<string, unknown>; message: string }> = [];
  const states = new ConnectionStates({
    warn: (fields, message) => lines.push({ level: 'warn', fields: fields as Record<string, unknown>, message }),
    log: (fields, message) => lines.push({ level: 'info', fields: fields as Record<string, unknown>, message }),
  });
  return { lines, states };
}

describe('ConnectionStates', () => {
  it('says "lost" once and "back" once per outage, however many connections retry how often', () => {
    const { lines, states } = capture();
    const redis = 'Redis 127.0.0.1:6379/0';
    for (let retry = 0; retry < 50; retry++) {
      for (const connection of ['counters #1', 'queue email #2', 'worker email #3']) {
        states.lost(redis, connection, Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' }));
      }
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      fields: { dependency: redis, state: 'lost', connection: 'counters #1', reason: 'connect ECONNREFUSED 127.0.0.1:6379' },
    });
    expect(lines[0]!.message).not.toContain('\n');

    states.back(redis, 'counters #1');
    states.back(redis, 'queue email #2');
    expect(lines).toHaveLength(1); // the worker is still away
    states.back(redis, 'worker email #3');
    states.back(redis, 'worker email #3');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ level: 'info', fields: { dependency: redis, state: 'back' } });
    expect(lines[1]!.message).toMatch(/^Redis 127\.0\.0\.1:6379\/0 reachable again after \d+\.\d s$/);
  });

  it('keeps dependencies apart, says nothing of a connection that was never lost, and forgets closed ones', () => {
    const { lines, states } = capture();
    states.back('PostgreSQL a', 'pool #1');
    expect(lines).toEqual([]);
    states.lost('PostgreSQL a', 'pool #1', new Error('Connection terminated unexpectedly'));
    states.lost('Redis b', 'counters #2');
    expect(lines.map((line) => line.fields.dependency)).toEqual(['PostgreSQL a', 'Redis b']);
    expect(lines[1]!.fields.reason).toBe('connection closed');
    states.forget('PostgreSQL a', 'pool #1');
    expect(states.isDown('PostgreSQL a')).toBe(false);
    states.lost('PostgreSQL a', 'pool #1', new AggregateError([new Error('connect ECONNREFUSED ::1:5432')], ''));
    expect(lines.at(-1)!.fields.reason).toBe('connect ECONNREFUSED ::1:5432');
  });

  it('names a dependency without credentials', () => {
    expect(postgresDependency('postgres://user:secret@db.local:6432/kadry')).toBe('PostgreSQL db.local:6432/kadry');
    expect(redisDependency({ host: 'cache', port: 6380, db: 2 })).toBe('Redis cache:6380/2');
    expect(redisDependency({})).toBe('Redis 127.0.0.1:6379/0');
  });
});
