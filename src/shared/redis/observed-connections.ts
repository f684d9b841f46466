import { BullModule, type RegisterQueueOptions } from '@nestjs/bullmq';
import { Logger, type DynamicModule } from '@nestjs/common';
import { Queue, Worker, type QueueBase, type QueueOptions, type RedisConnection, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { connectionName, connectionStates, redisDependency } from '../logging/connection-state.js';

/** Whether each followed connection of a queue, worker or client is up, for readiness. */
const readiness = new WeakMap<object, Map<string, boolean>>();

/** True when every Redis connection of `target` (a BullMQ queue, worker, or an ioredis client) is ready. */
export function redisConnectionsReady(target: object): boolean | undefined {
  const states = readiness.get(target);
  if (!states) return undefined;
  return [...states.values()].every(Boolean);
}

function track(target: object, connection: string, up: boolean): void {
  let states = readiness.get(target);
  if (!states) {
    states = new Map();
    readiness.set(target, states);
  }
  states.set(connection, up);
}

/** What ioredis and BullMQ say when the server is away rather than when a command is wrong. */
const CONNECTION_ERROR =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|Connection is closed|Stream isn't writeable|connect ETIMEDOUT|Socket closed/i;

/**
 * Follows one plain ioredis client: lost on a failed connection or an unexpected close (ioredis then
 * says "reconnecting"), back on "ready", forgotten on "end" (closed on purpose, or given up).
 * The listener on 'error' is also what keeps ioredis from printing "[ioredis] Unhandled error event"
 * with a stack on every retry.
 */
export function observeRedisClient(client: Redis, what: string): void {
  const dependency = redisDependency(client.options);
  const connection = connectionName(what);
  track(client, connection, client.status === 'ready');
  client.on('error', (error: Error) => {
    track(client, connection, false);
    connectionStates.lost(dependency, connection, error);
  });
  client.on('reconnecting', () => {
    track(client, connection, false);
    connectionStates.lost(dependency, connection);
  });
  client.on('ready', () => {
    track(client, connection, true);
    connectionStates.back(dependency, connection);
  });
  client.on('end', () => {
    track(client, connection, false);
    connectionStates.forget(dependency, connection);
  });
}

/**
 * Follows the connections of a BullMQ queue, worker or QueueEvents (a worker has a second,
 * blocking one). BullMQ re-emits every connection error on the object itself and, without a
 * listener there, prints it with its stack through console.error on every retry: this listener
 * takes them all and turns them into the one "lost" line per outage.
 */
export function observeQueueConnections(target: QueueBase, what: string): void {
  const options = (target.opts.connection ?? {}) as { host?: string; port?: number; db?: number };
  const dependency = redisDependency(options);
  const backend = target.getBackend() as unknown as { connection?: RedisConnection; blockingConnection?: RedisConnection };
  const names: string[] = [];
  for (const [redis, label] of [
    [backend.connection, what],
    [backend.blockingConnection, `${what} (blocking)`],
  ] as const) {
    if (!redis) continue;
    const connection = connectionName(label);
    names.push(connection);
    track(target, connection, false);
    redis.on('error', (error: Error) => {
      track(target, connection, false);
      if (!target.closing) connectionStates.lost(dependency, connection, error);
    });
    redis.on('close', () => {
      track(target, connection, false);
      if (target.closing) connectionStates.forget(dependency, connection);
      else connectionStates.lost(dependency, connection);
    });
    redis.on('ready', () => {
      track(target, connection, true);
      connectionStates.back(dependency, connection);
    });
  }
  const logger = new Logger('Queues');
  let lastOther = { message: '', at: 0 };
  target.on('error', (error: Error) => {
    if (target.closing) return;
    // Connection errors arrive here too (BullMQ forwards them): the connection listeners above
    // already counted them. Anything else is worth a line, the same one at most once a minute.
    if (CONNECTION_ERROR.test(error.message)) {
      if (names[0]) connectionStates.lost(dependency, names[0], error);
      return;
    }
    if (lastOther.message === error.message && Date.now() - lastOther.at < 60_000) return;
    lastOther = { message: error.message, at: Date.now() };
    logger.warn({ queue: target.name, reason: error.message }, `${what}: ${error.message}`);
  });
}

/** BullMQ's Queue, followed from its construction on (no error can slip out before a listener). */
export class ObservedQueue extends Queue {
  constructor(name: string, options: QueueOptions) {
    super(name, options);
    observeQueueConnections(this, `queue ${name}`);
  }
}

/** BullMQ's Worker, followed from its construction on. */
export class ObservedWorker extends Worker {
  constructor(name: string, processor: ConstructorParameters<typeof Worker>[1], options: WorkerOptions) {
    super(name, processor, options);
    observeQueueConnections(this, `worker ${name}`);
  }
}

/**
 * Makes @nestjs/bullmq build every queue and worker from the followed classes. Its registerQueue
 * takes the class when it is called (some modules call it in their decorator, at import), and its
 * explorer when it starts the processors: both go through here.
 */
export function useObservedQueues(): void {
  BullModule.queueClass = ObservedQueue;
  BullModule.workerClass = ObservedWorker;
}

/** BullModule.registerQueue with followed queues and workers: use it instead of calling BullModule directly. */
export function registerQueues(...options: RegisterQueueOptions[]): DynamicModule {
  useObservedQueues();
  return BullModule.registerQueue(...options);
}
