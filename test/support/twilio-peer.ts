import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A local HTTP endpoint that answers like Twilio's Messages API and records what it was sent. */
export async function startTwilioPeer(): Promise<{ url: string; requests: TwilioRequest[]; close(): Promise<void> }> {
  const requests: TwilioRequest[] = [];
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let data = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (data += chunk));
      req.on('end', () => resolve(data));
      req.on('error', reject);
    });
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, form });
      const sid = `SM${String(requests.length).padStart(32, '0')}`;
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sid, status: 'queued', to: form.To, from: form.From, body: form.Body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
