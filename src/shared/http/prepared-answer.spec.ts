import zlib from 'node:zlib';
import { envelope } from './envelope.js';
import { KeptAnswers, prepareAnswer, serializeAnswer, zlibKeepingPreparedAnswers } from './prepared-answer.js';
import { etagOf } from './route-flags.js';

describe('prepared answers', () => {
  it('are the bytes and the ETag the envelope and ETag hooks make of the same payload', () => {
    const payload = { list_data: { s_values: [{ id: 1, name: 'Відповідальність', type: 'global' }] } };
    const json = JSON.stringify(envelope(payload));
    const answer = prepareAnswer(payload);
    expect(answer.body.toString()).toBe(json);
    expect(answer.etag).toBe(etagOf(json));
    expect(serializeAnswer(payload).toString()).toBe(json);
  });

  it('are compressed once per body by the compression plugin’s zlib; other bodies every time', () => {
    const kept = zlibKeepingPreparedAnswers();
    const body = prepareAnswer({ data: 'x'.repeat(2000) }).body;
    const options = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
    const first = kept.brotliCompressSync(body, options);
    expect(kept.brotliCompressSync(body, options)).toBe(first);
    expect(zlib.brotliDecompressSync(first).equals(body)).toBe(true);
    expect(zlib.gunzipSync(kept.gzipSync(body)).equals(body)).toBe(true);

    const other = Buffer.from(body);
    expect(kept.gzipSync(other)).not.toBe(kept.gzipSync(other));
    // Everything else is node's zlib.
    expect(kept.createGzip).toBe(zlib.createGzip);
  });

  it('are kept up to a bound, the least recently used leaving first', () => {
    const kept = new KeptAnswers<string>(2);
    let built = 0;
    const get = (key: string) => kept.get(key, () => `${key}${++built}`);
    expect([get('a'), get('b'), get('a')]).toEqual(['a1', 'b2', 'a1']);
    // "b" was used last longest ago: "c" takes its place, "a" stays.
    expect([get('c'), get('a'), get('b')]).toEqual(['c3', 'a1', 'b4']);
    kept.clear();
    expect(get('a')).toBe('a5');
  });
});
