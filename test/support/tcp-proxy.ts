import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './product.js';

/**
 * A loopback TCP relay in front of a server (PostgreSQL, Redis) that a test can cut and restore:
 * cutting closes the port and drops every open connection, so the product behind it sees what a
 * restart of that server looks like (connections terminated, new ones refused), while the shared
 * server itself and everyone else using it stay untouched.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  /** Connections accepted so far (in either mode). */
  accepted = 0;

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(await freePort(), target);
    await proxy.restore();
    return proxy;
  }

  /**
   * Opens the port again: `forward` relays to the target, `reset` accepts and drops each
   * connection at once (a server that is there but not answering; the counter shows the retries).
   */
  async restore(mode: 'forward' | 'reset' = 'forward'): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      this.accepted += 1;
      if (mode === 'reset') {
        client.on('error', () => undefined);
        client.resetAndDestroy();
        return;
      }
      const upstream = connect(this.target.port, this.target.host);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(from);
        // pipe() passes a clean close (FIN) on as one; only an error or a cut drops the other side.
        from.pipe(to);
        from.on('error', () => to.destroy());
        from.on('close', () => this.sockets.delete(from));
      }
    });
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(this.port, '127.0.0.1', () => done());
    });
    this.server = server;
  }

  /** Closes the port (new connections are refused) and drops every open connection. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((done) => server.close(() => done()));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  /** `url` with its host and port replaced by the proxy's. */
  rewrite(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }
}
