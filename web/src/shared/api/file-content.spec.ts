import { describe, expect, it } from '@jest/globals';
import { ApiError } from './client';
import { createFileContent } from './file-content';

function content(respond: (url: string, init: RequestInit) => Response) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const api = createFileContent({
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), headers: init.headers as Record<string, string> });
      return respond(String(input), init);
    },
    token: () => 'session-token',
    language: () => 'uk',
  });
  return { api, calls };
}

describe('file contents (GET files/{id} and files/{id}/view)', () => {
  it('sends the session header and answers the bytes of the inline rendition', async () => {
    const { api, calls } = content(
      () => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const view = await api.view('f/1');
    expect(view.state).toBe('ready');
    expect(view.state === 'ready' && (await view.blob.text())).toBe('%PDF');
    expect(calls).toEqual([{ url: '/api/v2/company/files/f%2F1/view', headers: { lang: 'uk', userToken: 'session-token' } }]);
  });

  it('answers "converting" for a 202 and the original for a download', async () => {
    const { api, calls } = content((url) =>
      url.endsWith('/view') ? new Response(JSON.stringify({ ok: true, converting: true }), { status: 202 }) : new Response('docx bytes'),
    );
    expect(await api.view('f1')).toEqual({ state: 'converting' });
    expect(await (await api.download('f1')).text()).toBe('docx bytes');
    expect(calls.map((call) => call.url)).toEqual(['/api/v2/company/files/f1/view', '/api/v2/company/files/f1']);
  });

  it('turns the server’s error envelope into an ApiError with its code', async () => {
    const { api } = content(
      () => new Response(JSON.stringify({ ok: false, error: true, code: 'CONVERTER_MISSING', msg: 'No LibreOffice' }), { status: 409 }),
    );
    const error = await api.view('f1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONVERTER_MISSING', msg: 'No LibreOffice' });
    const { api: offline } = content(() => {
      throw new TypeError('fetch failed');
    });
    await expect(offline.download('f1')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
