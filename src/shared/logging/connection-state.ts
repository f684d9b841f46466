import { Logger } from '@nestjs/common';

/** Where the lines go: Nest's Logger (pino once the app logger is set) or a test's capture. */
export interface StateLogSink {
  warn(fields: object, message: string): void;
  log(fields: object, message: string): void;
}

interface Outage {
  since: number;
  /** The connections of this dependency that are down, with what the first of them said. */
  down: Map<string, string>;
}

/** The error's message (duck-typed: errors of Node's core may come from another realm under jest). */
function describe(error: unknown): string {
  if (error === undefined || error === null) return 'connection closed';
  if (typeof error !== 'object') return String(error);
  const { message, name, errors } = error as { message?: unknown; name?: unknown; errors?: unknown };
  // Node's AggregateError (a host with several addresses) has an empty message of its own.
  if (!message && Array.isArray(errors) && errors.length > 0) return describe(errors[0]);
  if (typeof message === 'string' && message) return message;
  return typeof name === 'string' ? name : 'connection failed';
}

/**
 * One log line per state change of a dependency (a PostgreSQL database, a Redis server), however
 * many connections of the process notice it and however often they retry: "lost" when the first
 * of its connections fails, "back" when every connection that failed is up again. Each ioredis
 * client, BullMQ queue or worker and the relay's LISTEN connection retries on its own, once or
 * several times a second; without this an outage prints a line (or a stack) per retry.
 */
export class ConnectionStates {
  private readonly outages = new Map<string, Outage>();

  constructor(private readonly sink: StateLogSink) {}

  /** `connection` (e.g. "queue email") of `dependency` (e.g. "Redis 127.0.0.1:6379") failed or closed. */
  lost(dependency: string, connection: string, error?: unknown): void {
    const outage = this.outages.get(dependency);
    if (outage) {
      if (!outage.down.has(connection)) outage.down.set(connection, describe(error));
      return;
    }
    const reason = describe(error);
    this.outages.set(dependency, { since: Date.now(), down: new Map([[connection, reason]]) });
    this.sink.warn(
      { dependency, state: 'lost', connection, reason },
      `${dependency} unreachable (${connection}: ${reason}); retrying in the background`,
    );
  }

  /** `connection` works (again). Says "back" when it was the last of the dependency's connections down. */
  back(dependency: string, connection: string): void {
    const outage = this.outages.get(dependency);
    if (!outage?.down.delete(connection) || outage.down.size > 0) return;
    this.outages.delete(dependency);
    const downMs = Date.now() - outage.since;
    this.sink.log({ dependency, state: 'back', connection, downMs }, `${dependency} reachable again after ${(downMs / 1000).toFixed(1)} s`);
  }

  /** A closed connection will not come back: it no longer holds an outage open. */
  forget(dependency: string, connection: string): void {
    const outage = this.outages.get(dependency);
    if (!outage?.down.delete(connection) || outage.down.size > 0) return;
    this.outages.delete(dependency);
  }

  isDown(dependency: string): boolean {
    return this.outages.has(dependency);
  }
}

/** The process's one tracker: connections of the same server agree on one line per change. */
export const connectionStates = new ConnectionStates(new Logger('Connections'));

let sequence = 0;
/** A name for one connection, unique in the process (two apps in one test process have two "queue email"). */
export function connectionName(what: string): string {
  sequence += 1;
  return `${what} #${sequence}`;
}

/** "Redis 127.0.0.1:6379/0" from ioredis options, without credentials. */
export function redisDependency(options: { host?: string; port?: number; db?: number }): string {
  return `Redis ${options.host ?? '127.0.0.1'}:${options.port ?? 6379}/${options.db ?? 0}`;
}

/** "PostgreSQL 127.0.0.1:5432/kadry" from a postgres:// URL, without credentials. */
export function postgresDependency(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.hostname || '127.0.0.1'}:${parsed.port || '5432'}${parsed.pathname}`;
}
