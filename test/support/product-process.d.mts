export declare function freePort(): Promise<number>;

export interface ProductProcess {
  readonly url: string;
  output(): string;
  /** SIGTERM, then SIGKILL after 15 s; resolves when the process has exited. */
  stop(): Promise<void>;
}

export declare function spawnProduct(options: {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  storageDir: string;
  env?: Record<string, string>;
}): Promise<ProductProcess>;
