import { redactRequest, redactUrl } from './log-redaction.js';

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
