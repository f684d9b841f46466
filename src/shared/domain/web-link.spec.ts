import { isWebLink, webLinkUrl } from './web-link.js';

describe('isWebLink', () => {
  it('takes http(s) links and bare host names', () => {
    for (const link of [
      'https://kadry.example.com',
      'http://example.com/jobs?a=1#top',
      'HTTPS://EXAMPLE.COM',
      'example.com',
      'www.example.com.ua/about',
      'example.com:8080/x',
      'приклад.укр',
    ])
      expect([link, isWebLink(link)]).toEqual([link, true]);
  });

  it('refuses every other scheme, however it is written', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(document.cookie)',
      'javascript://example.com/%0aalert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com',
      'mailto:a@example.com',
    ])
      expect([link, isWebLink(link)]).toEqual([link, false]);
  });

  it('refuses what names no host with a dot, and what is not text', () => {
    for (const value of ['', '   ', 'localhost', 'http://', 'https://.com', 'not a link', 'http://exa mple.com', 42, null, undefined, {}])
      expect([value, isWebLink(value)]).toEqual([value, false]);
  });

  it('reads a bare host as https', () => {
    expect(webLinkUrl('example.com/jobs')?.href).toBe('https://example.com/jobs');
    expect(webLinkUrl('http://example.com')?.href).toBe('http://example.com/');
  });
});
