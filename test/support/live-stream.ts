// The live stream (GET /api/v2/live) read as the web reads it: a streamed GET with the userToken
// header, its server-sent-events frames parsed as they arrive. One reader for every suite that
// listens (verification/live, notices, replicas).
import http from 'node:http';

export interface LiveEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface LiveStream {
  events: LiveEvent[];
  /** The HTTP status of the answer (200 while streaming). */
  status: number;
  /** The server ended the stream. */
  ended: boolean;
  close(): void;
}

export interface OpenLiveOptions {
  /** X-Forwarded-For: the stream counts per address, so suites give their own. */
  ip?: string;
  /** Reject on any status but 200 (else the stream resolves with that status, for suites that test it). */
  okOnly?: boolean;
}

/** Opens the stream at `baseUrl` (http://host:port); resolves once the server's `ready` arrives. */
export function openLive(baseUrl: string, token: string, { ip = '10.9.9.9', okOnly = false }: OpenLiveOptions = {}): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const live: LiveStream = { events: [], status: 0, ended: false, close: () => request.destroy() };
    const request = http.get(`${baseUrl}/api/v2/live`, { headers: { userToken: token, 'X-Forwarded-For': ip } }, (res) => {
      live.status = res.statusCode ?? 0;
      if (live.status !== 200) {
        if (okOnly) reject(new Error(`live: HTTP ${live.status}`));
        else resolve(live);
      }
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (event) live.events.push({ event, data: data ? (JSON.parse(data) as Record<string, unknown>) : {} });
          if (event === 'ready') resolve(live);
        }
      });
      res.on('end', () => (live.ended = true));
      res.on('close', () => (live.ended = true));
    });
    // An error after the stream stood (close() destroys the request) is the end, not a failure.
    request.on('error', (error) => (live.ended || live.events.length > 0 ? undefined : reject(error)));
  });
}
