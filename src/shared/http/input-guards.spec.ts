import { inspectInput, isBadText } from './input-guards.js';

describe('input guards', () => {
  it('finds NUL bytes and lone surrogates, and accepts real pairs', () => {
    expect(isBadText('a\u0000b')).toBe(true);
    expect(isBadText('x\uD800')).toBe(true);
    expect(isBadText('\uDC00y')).toBe(true);
    expect(isBadText('emoji 😀 and Кириллица')).toBe(false);
  });

  it('names the field with bad text, in values and in keys', () => {
    expect(inspectInput({ user: { email: 'a\uD83D@b.c' } })).toEqual({ kind: 'text', field: 'user.email' });
    expect(inspectInput({ list: ['ok', 'bad\u0000'] })).toEqual({ kind: 'text', field: 'list.1' });
    expect(inspectInput({ ['k\u0000']: 1 })).toEqual({ kind: 'text', field: '_' });
    expect(inspectInput({ email: 'a@b.c', n: 1, tags: [1, null, true] })).toBeUndefined();
  });

  it('caps nesting without recursing, however deep the input', () => {
    const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000));
    expect(inspectInput(deep)).toEqual({ kind: 'depth' });
    expect(inspectInput({ a: { b: { c: 1 } } }, 3)).toBeUndefined();
    expect(inspectInput({ a: { b: { c: { d: 1 } } } }, 3)).toEqual({ kind: 'depth' });
  });
});
