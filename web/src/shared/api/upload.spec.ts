import { describe, expect, it } from '@jest/globals';
import { ApiError, CLIENT_CODES } from './client';
import { createUploader, startUpload, uploadForm, type UploadRequest } from './upload';

/** Lets promise callbacks run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** An XMLHttpRequest the spec drives: what was sent, and the answers the server would give. */
class FakeRequest implements UploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  onload: UploadRequest['onload'] = null;
  onerror: UploadRequest['onerror'] = null;
  onabort: UploadRequest['onabort'] = null;
  readonly upload: { onprogress: XMLHttpRequestUpload['onprogress'] } = { onprogress: null };

  open(method: string, url: string | URL) {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.call(this as never, {} as ProgressEvent);
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name] ?? null;
  }

  progress(loaded: number, total: number | null) {
    this.upload.onprogress?.call(this as never, { loaded, total: total ?? 0, lengthComputable: total !== null } as ProgressEvent);
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.call(this as never, {} as ProgressEvent);
  }
  fail() {
    this.onerror?.call(this as never, {} as ProgressEvent);
  }
}

function uploader(token: string | null = 'tok') {
  const requests: FakeRequest[] = [];
  const upload = createUploader({
    request: () => {
      const request = new FakeRequest();
      requests.push(request);
      return request;
    },
    tokens: { get: () => token },
    language: () => 'uk',
  });
  return {
    upload,
    requests,
    get last() {
      return requests.at(-1)!;
    },
  };
}

const file = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'extract.pdf', { type: 'application/pdf' });

async function settledWith<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown } | 'pending'> {
  let outcome: { value?: T; error?: unknown } | 'pending' = 'pending';
  promise.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  await flush();
  return outcome;
}

describe('upload helper', () => {
  it('posts the multipart body to the API with userToken and lang, and resolves the answer as the route documents it', async () => {
    const u = uploader();
    const body = uploadForm({ company_id: 'c1', type: 'edr' }, file());
    const answer = u.upload('/company/add_verificationFileCompany', body);
    expect(u.last.method).toBe('POST');
    expect(u.last.url).toBe('/api/v2/company/add_verificationFileCompany');
    expect(u.last.headers).toEqual({ Accept: 'application/json', lang: 'uk', userToken: 'tok' });
    expect(u.last.body).toBe(body);
    u.last.answer(200, { ok: true, file: { id: 'f1' } });
    await expect(answer).resolves.toEqual({ ok: true, file: { id: 'f1' } });
  });

  it('sends no userToken without a session', async () => {
    const u = uploader(null);
    void u.upload('/profile/uploadFile', uploadForm({ type: 'avatar' }, file()));
    expect(u.last.headers).not.toHaveProperty('userToken');
  });

  it('puts the plain fields first and the file last, under "file"', () => {
    const form = uploadForm({ company_id: 'c1', dir: 'policy' }, file());
    expect([...form.keys()]).toEqual(['company_id', 'dir', 'file']);
    expect((form.get('file') as File).name).toBe('extract.pdf');
  });

  it('reports progress, with a null total while the browser cannot tell it', async () => {
    const u = uploader();
    const seen: unknown[] = [];
    void u.upload('/profile/uploadFile', uploadForm({}, file()), { onProgress: (progress) => seen.push(progress) });
    u.last.progress(10, 100);
    u.last.progress(20, null);
    expect(seen).toEqual([
      { loaded: 10, total: 100 },
      { loaded: 20, total: null },
    ]);
  });

  it('fails with the same ApiError as the JSON client: status, code, msg, fields and Retry-After', async () => {
    const u = uploader();
    const answer = u.upload('/profile/uploadFile', uploadForm({}, file()));
    u.last.answer(
      429,
      { ok: false, error: true, code: 'TOO_MANY_REQUESTS', msg: 'Подождите', fields: { file: ['Слишком', 'часто'] } },
      { 'Retry-After': '42' },
    );
    const error = (await settledWith(answer)) as { error: ApiError };
    expect(error.error).toBeInstanceOf(ApiError);
    expect(error.error).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      msg: 'Подождите',
      fields: { file: 'Слишком часто' },
      retryAfter: 42,
    });
  });

  it('takes an error envelope sent with 200 as a failure, and a proxy page as HTTP_<status>', async () => {
    const u = uploader();
    const envelope = u.upload('/company/add_verificationFileCompany', uploadForm({}, file()));
    u.last.answer(200, { ok: false, error: true, code: 'FILE_TYPE', msg: 'Неверный формат' });
    await expect(envelope).rejects.toMatchObject({ status: 400, code: 'FILE_TYPE', msg: 'Неверный формат' });
    const proxy = u.upload('/company/add_verificationFileCompany', uploadForm({}, file()));
    u.last.answer(413, '<html>Request Entity Too Large</html>', {}, 'Payload Too Large');
    await expect(proxy).rejects.toMatchObject({ status: 413, code: 'HTTP_413', msg: '<html>Request Entity Too Large</html>' });
    const empty = u.upload('/company/add_verificationFileCompany', uploadForm({}, file()));
    u.last.answer(200, '');
    await expect(empty).rejects.toMatchObject({ status: 502, code: CLIENT_CODES.badResponse });
  });

  it('fails with NETWORK_ERROR when the connection drops, and ABORTED when the browser aborts it', async () => {
    const u = uploader();
    const dropped = u.upload('/profile/uploadFile', uploadForm({}, file()));
    u.last.fail();
    await expect(dropped).rejects.toMatchObject({ status: 0, code: CLIENT_CODES.network });
    const cut = u.upload('/profile/uploadFile', uploadForm({}, file()));
    u.last.abort();
    await expect(cut).rejects.toMatchObject({ status: 0, code: CLIENT_CODES.aborted });
  });

  it('aborts the request when the signal aborts, and then never settles (its caller has gone)', async () => {
    const u = uploader();
    const controller = new AbortController();
    const answer = u.upload('/profile/uploadFile', uploadForm({}, file()), { signal: controller.signal });
    controller.abort();
    expect(u.last.aborted).toBe(true);
    expect(await settledWith(answer)).toBe('pending');
    const before = u.requests.length;
    void u.upload('/profile/uploadFile', uploadForm({}, file()), { signal: controller.signal });
    expect(u.requests.length).toBe(before);
  });
});

describe('startUpload (a callback actor)', () => {
  it('reports what the run resolves to, or FAILED with what it threw', async () => {
    const reports: unknown[] = [];
    startUpload(
      async () => ({ type: 'UPLOADED' as const, id: 'f1' }),
      (event) => reports.push(event),
    );
    const error = new ApiError(415, 'FILE_TYPE', 'no');
    startUpload(
      async (): Promise<{ type: 'UPLOADED' }> => Promise.reject(error),
      (event) => reports.push(event),
    );
    await flush();
    expect(reports).toEqual([
      { type: 'UPLOADED', id: 'f1' },
      { type: 'FAILED', error },
    ]);
  });

  it('aborts the run through its signal when stopped, and reports nothing after', async () => {
    const reports: unknown[] = [];
    let signal!: AbortSignal;
    const stop = startUpload(
      (given) => {
        signal = given;
        return new Promise<{ type: 'UPLOADED' }>((_, reject) => given.addEventListener('abort', () => reject(new Error('aborted'))));
      },
      (event) => reports.push(event),
    );
    stop();
    await flush();
    expect(signal.aborted).toBe(true);
    expect(reports).toEqual([]);
  });
});
