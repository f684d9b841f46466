import { linkOrigin } from './ref-origin.js';

const prod = { publicUrl: 'https://kadry.example.com/app', env: 'production' as const };
const dev = { publicUrl: 'http://localhost:3000', env: 'development' as const };

describe('link origin of e-mails', () => {
  it('keeps the public origin', () => {
    expect(linkOrigin('https://kadry.example.com/some/page', prod)).toBe('https://kadry.example.com');
  });

  it('never points a token link at another site', () => {
    expect(linkOrigin('https://evil.example.net', prod)).toBe('https://kadry.example.com');
    expect(linkOrigin('https://kadry.example.com.evil.net', prod)).toBe('https://kadry.example.com');
    expect(linkOrigin('javascript:alert(1)', prod)).toBe('https://kadry.example.com');
    expect(linkOrigin('not a url', prod)).toBe('https://kadry.example.com');
    expect(linkOrigin(undefined, prod)).toBe('https://kadry.example.com');
  });

  it('allows loopback origins outside production only', () => {
    expect(linkOrigin('http://localhost:5173/auth', dev)).toBe('http://localhost:5173');
    expect(linkOrigin('http://127.0.0.1:4000', dev)).toBe('http://127.0.0.1:4000');
    expect(linkOrigin('http://localhost:5173', prod)).toBe('https://kadry.example.com');
  });
});
