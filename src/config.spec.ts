import { loadConfig, parseTrustProxy } from './config.js';

describe('configuration', () => {
  it('trusts no proxy unless told, so X-Forwarded-For cannot fake a client address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('never captures messages in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', CAPTURE_MESSAGES: 'true' }).captureMessages).toBe(false);
    expect(loadConfig({}).captureMessages).toBe(true);
  });

  it('serves source maps outside production, and in production only when SERVE_SOURCE_MAPS=true', () => {
    expect(loadConfig({}).serveSourceMaps).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).serveSourceMaps).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SERVE_SOURCE_MAPS: 'true' }).serveSourceMaps).toBe(true);
  });

  it('refuses an unknown process role', () => {
    expect(() => loadConfig({ PROCESS_ROLE: 'scheduler' })).toThrow(/PROCESS_ROLE/);
  });
});
