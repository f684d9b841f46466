import { publicOrigin } from './public-origin.js';

describe('the origin of message links', () => {
  it("is PUBLIC_URL's origin, whatever its path", () => {
    expect(publicOrigin({ publicUrl: 'https://kadry.example.com/app' })).toBe('https://kadry.example.com');
    expect(publicOrigin({ publicUrl: 'http://127.0.0.1:4000/' })).toBe('http://127.0.0.1:4000');
  });
});
