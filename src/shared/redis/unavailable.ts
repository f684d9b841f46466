/**
 * Redis down must not hang a request: the counters' connection fails fast (redis.module.ts) and
 * what it throws, like a queue call past its deadline, answers 503 SERVICE_UNAVAILABLE.
 */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: string,
    cause?: unknown,
  ) {
    super(`${dependency} unavailable`, { cause });
    this.name = 'DependencyUnavailableError';
  }
}

/** What ioredis throws when the server cannot be reached with the fail-fast options. */
const REDIS_DOWN_MESSAGES = [
  "Stream isn't writeable",
  'Connection is closed',
  'Command timed out',
  'Reached the max retries per request limit',
];

export function isDependencyDown(error: unknown): boolean {
  for (let current = error, hops = 0; current && hops < 5; current = (current as { cause?: unknown }).cause, hops++) {
    if (current instanceof DependencyUnavailableError) return true;
    if (!(current instanceof Error)) return false;
    if (current.name === 'MaxRetriesPerRequestError') return true;
    if (REDIS_DOWN_MESSAGES.some((text) => current instanceof Error && current.message.startsWith(text))) return true;
  }
  return false;
}

/** Fails with DependencyUnavailableError when `work` has not settled within `ms`. */
export async function withinDeadline<T>(work: Promise<T>, ms: number, dependency = 'Redis'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DependencyUnavailableError(dependency)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
