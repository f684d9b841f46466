import { mergeLegacyData } from './request-context.js';

describe('legacy data query parameter', () => {
  it('becomes the body when there is none', () => {
    expect(mergeLegacyData({ data: '{"email":"a@b.c"}' }, undefined)).toEqual({ email: 'a@b.c' });
  });
  it('lets explicit body fields win over data', () => {
    expect(mergeLegacyData({ data: '{"email":"a@b.c","ref":"x"}' }, { email: 'z@b.c' })).toEqual({ email: 'z@b.c', ref: 'x' });
  });
  it('ignores data that is not a JSON object', () => {
    expect(mergeLegacyData({ data: 'not json' }, { a: 1 })).toEqual({ a: 1 });
    expect(mergeLegacyData({ data: '[1,2]' }, undefined)).toBeUndefined();
    expect(mergeLegacyData({}, { a: 1 })).toEqual({ a: 1 });
  });
});
