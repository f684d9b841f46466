import { describe, expect, it, jest } from '@jest/globals';
import { answer, ApiError, createApiClient, CLIENT_CODES, type ApiClient } from './client';

type Call = { url: string; request: Request };

const BASE = 'http://kadry.test/api/v2';

function client(respond: (call: Call) => Response | Promise<Response>, token: string | null = 'tok') {
  const calls: Call[] = [];
  const api = createApiClient({
    baseUrl: BASE,
    fetch: async (request) => {
      const call = { url: request.url.slice(BASE.length), request };
      calls.push(call);
      return respond(call);
    },
    tokens: { get: () => token },
    language: () => 'uk',
  });
  return { api, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

/** Any documented GET without parameters, for the checks that only need a call. */
const userInfo = (api: ApiClient, signal?: AbortSignal) => api.GET('/profile/get_userInfo', { signal });

describe('api client', () => {
  it('sends userToken and lang, and answers the data of the typed route', async () => {
    const { api, calls } = client(() => json({ ok: true, user_data: { name: 'Olena' } }));
    await expect(answer(userInfo(api))).resolves.toEqual({ ok: true, user_data: { name: 'Olena' } });
    expect(calls[0]!.url).toBe('/profile/get_userInfo');
    expect(calls[0]!.request.headers.get('userToken')).toBe('tok');
    expect(calls[0]!.request.headers.get('lang')).toBe('uk');
    expect(calls[0]!.request.credentials).toBe('same-origin');
  });

  it('omits userToken when there is no token, and drops empty query values', async () => {
    const { api, calls } = client(() => json({ ok: true, data: [] }), null);
    await api.GET('/get_list_street', { params: { query: { id_city: 7, street: '' } } });
    await api.unlisted.GET('/dev/messages', { params: { query: { to: 'a@b.c', empty: '', none: undefined } } });
    expect(calls.map((call) => call.url)).toEqual(['/get_list_street?id_city=7', '/dev/messages?to=a%40b.c']);
    expect(calls[0]!.request.headers.has('userToken')).toBe(false);
  });

  it('posts the typed body as JSON', async () => {
    const { api, calls } = client(() => json({ ok: true }));
    await api.POST('/profile/loginUser', { body: { identifier: 'a@b.c', password: 'secret' } });
    expect(await calls[0]!.request.text()).toBe('{"identifier":"a@b.c","password":"secret"}');
    expect(calls[0]!.request.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.request.method).toBe('POST');
  });

  it('turns an error envelope into an ApiError with status, code, msg and fields', async () => {
    const { api } = client(() =>
      json({ ok: false, error: true, code: 'VALIDATION_FAILED', msg: 'Проверьте поля', fields: { email: 'Обязательное поле' } }, 400),
    );
    const error = await caught(api.POST('/profile/registration', { body: { email: '', password: '', password_repeat: '' } }));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', msg: 'Проверьте поля', fields: { email: 'Обязательное поле' } });
  });

  it('keeps what else the error envelope carried as details (the application of a stale move), and none otherwise', async () => {
    const application = { id: 'a1', version: 4, stage: { id: 's2', name: 'Интервью' } };
    const stale = client(() => json({ ok: false, error: true, code: 'STALE_VERSION', msg: 'Карточку уже переместили', application }, 409));
    const error = await caught(userInfo(stale.api));
    expect(error).toMatchObject({ status: 409, code: 'STALE_VERSION', details: { application } });
    expect(Object.keys(error.details)).toEqual(['application']);
    const plain = client(() => json({ ok: false, error: true, code: 'X', msg: 'no', fields: { a: 'b' } }, 400));
    expect((await caught(userInfo(plain.api))).details).toEqual({});
    expect(new ApiError(500, 'X', 'no').details).toEqual({});
  });

  it('reads Retry-After of a 429 into retryAfter (seconds), null otherwise', async () => {
    const limited = client(
      () =>
        new Response(JSON.stringify({ ok: false, error: true, code: 'TOO_MANY_REQUESTS', msg: 'wait' }), {
          status: 429,
          headers: { 'Retry-After': '42' },
        }),
    );
    expect((await caught(limited.api.POST('/profile/confirmPhoneSendSms', { body: { phone: '+380' } }))).retryAfter).toBe(42);
    const plain = client(() => json({ ok: false, error: true, code: 'X', msg: 'no' }, 400));
    expect((await caught(userInfo(plain.api))).retryAfter).toBeNull();
  });

  it('treats ok:false with HTTP 200 as a failure too', async () => {
    const { api } = client(() => json({ ok: false, error: true, code: 'X', msg: 'no' }));
    expect(await caught(userInfo(api))).toMatchObject({ status: 400, code: 'X' });
  });

  it('reports non-JSON answers and network failures', async () => {
    expect(await caught(userInfo(client(() => new Response('<html>Bad gateway</html>', { status: 502 })).api))).toMatchObject({
      status: 502,
      code: 'HTTP_502',
    });
    expect(await caught(userInfo(client(() => new Response('plain', { status: 200 })).api))).toMatchObject({
      code: CLIENT_CODES.badResponse,
    });
    const offline = client(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await caught(userInfo(offline.api))).toMatchObject({ status: 0, code: CLIENT_CODES.network });
  });

  it('never settles a call its caller aborted, wherever the abort lands (no "Request aborted" reaches a restarted actor)', async () => {
    const outcomes: string[] = [];
    const watch = (label: string, promise: Promise<unknown>) =>
      promise.then(
        () => outcomes.push(`${label} resolved`),
        () => outcomes.push(`${label} rejected`),
      );
    // Aborted while the request is in flight: the fetch rejects with an AbortError.
    const inFlight = new AbortController();
    const pending = client(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.request.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    void watch('in flight', userInfo(pending.api, inFlight.signal));
    inFlight.abort();
    // Aborted after the answer arrived, while its body is read.
    const reading = new AbortController();
    const body = client(() => {
      reading.abort();
      const stream = new ReadableStream({ pull: (controller) => controller.error(new DOMException('aborted', 'AbortError')) });
      return new Response(stream, { status: 200 });
    });
    void watch('reading', userInfo(body.api, reading.signal));
    // A failure without an abort still rejects as before.
    const failing = client(() => json({ ok: false, code: 'NOPE', msg: 'no' }, 400));
    await watch('failing', userInfo(failing.api, new AbortController().signal));
    // The aborted calls' rejections were due before the failing call's answer; let any late one run too.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outcomes).toEqual(['failing rejected']);
  });

  it('notifies subscribers of every 401 and still rejects', async () => {
    const { api } = client(() => json({ ok: false, error: true, code: 'UNAUTHORIZED', msg: 'Сессия истекла' }, 401));
    const listener = jest.fn();
    const unsubscribe = api.onUnauthorized(listener);
    const error = await caught(api.POST('/company/get_companyList', { body: { sort: 'my' } }));
    expect(error.isUnauthorized).toBe(true);
    expect(listener).toHaveBeenCalledWith(error);
    unsubscribe();
    await caught(userInfo(api));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify for other statuses', async () => {
    const { api } = client(() => json({ ok: false, error: true, code: 'FORBIDDEN', msg: 'no' }, 403));
    const listener = jest.fn();
    api.onUnauthorized(listener);
    await caught(userInfo(api));
    expect(listener).not.toHaveBeenCalled();
  });
});
