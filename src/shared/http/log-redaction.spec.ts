import { httpLogOptions, redactRequest, redactUrl } from './log-redaction.js';

describe('log redaction', () => {
  it('hides session and reset tokens in URLs', () => {
    expect(redactUrl('/admin/queues?token=abc123')).toBe('/admin/queues?token=%5Bredacted%5D');
    expect(redactUrl('/api/v2/x?userToken=s&lang=en')).toBe('/api/v2/x?userToken=%5Bredacted%5D&lang=en');
    expect(redactUrl('/recovery-password?reset_password_token=r')).not.toContain('=r');
    expect(redactUrl('/api/v2/health')).toBe('/api/v2/health');
    expect(redactUrl('/api/v2/dev/messages?to=a%40b.c')).toBe('/api/v2/dev/messages?to=a%40b.c');
  });

  it('hides them in the parsed query as well', () => {
    const out = redactRequest({ url: '/x?token=t', query: { token: 't', to: 'a' }, method: 'GET' });
    expect(out).toEqual({ url: '/x?token=%5Bredacted%5D', query: { token: '[redacted]', to: 'a' }, method: 'GET' });
    expect(JSON.stringify(out)).not.toContain('=t&');
  });
});

describe('the request log, for real', () => {
  it('keeps query tokens, token headers and Set-Cookie values out of the logged lines', async () => {
    const { pinoHttp } = await import('pino-http');
    const { createServer } = await import('node:http');
    const { Writable } = await import('node:stream');
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pinoHttp(httpLogOptions('info'), sink);
    const server = createServer((req, res) => {
      log(req, res);
      res.setHeader('Set-Cookie', 'kadry_admin=cookie-secret-value; HttpOnly');
      res.end('ok');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    try {
      await fetch(`http://127.0.0.1:${port}/admin/queues?token=query-secret-value&lang=en`, { headers: { userToken: 'header-secret-value', cookie: 'kadry_admin=cookie-in-secret' } });
      await fetch(`http://127.0.0.1:${port}/api/v2/profile/get_userInfo?userToken=legacy-secret-value&data=%7B%22password%22%3A%22p%22%7D`);
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
    const text = lines.join('');
    expect(lines.length).toBe(2);
    expect(text).toContain('/admin/queues');
    for (const secret of ['query-secret-value', 'header-secret-value', 'cookie-secret-value', 'cookie-in-secret', 'legacy-secret-value', 'password']) {
      expect(text).not.toContain(secret);
    }
  });
});
