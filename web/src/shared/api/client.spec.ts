import { describe, expect, it, jest } from '@jest/globals';
import { ApiError, createApiClient, CLIENT_CODES } from './client';
import { createTokenStore, TOKEN_KEY } from './token';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

type Call = { url: string; init: RequestInit };

function client(respond: (call: Call) => Response | Promise<Response>, token: string | null = 'tok') {
  const calls: Call[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return respond(call);
  }) as typeof fetch;
  const api = createApiClient({ fetch: fetchFn, tokens: { get: () => token }, language: () => 'uk' });
  return { api, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('api client', () => {
  it('sends userToken and lang, and returns the payload without the ok flag', async () => {
    const { api, calls } = client(() => json({ ok: true, user_data: { name: 'Olena' } }));
    await expect(api.get('/profile/get_userInfo')).resolves.toEqual({ user_data: { name: 'Olena' } });
    expect(calls[0]!.url).toBe('/api/v2/profile/get_userInfo');
    expect(calls[0]!.init.headers).toMatchObject({ userToken: 'tok', lang: 'uk' });
  });

  it('omits userToken when there is no token, and drops empty query values', async () => {
    const { api, calls } = client(() => json({ ok: true, messages: [] }), null);
    await api.get('/dev/messages', { query: { to: 'a@b.c', empty: '', none: undefined } });
    expect(calls[0]!.url).toBe('/api/v2/dev/messages?to=a%40b.c');
    expect(calls[0]!.init.headers).not.toHaveProperty('userToken');
  });

  it('posts plain objects as JSON and FormData as it is', async () => {
    const { api, calls } = client(() => json({ ok: true }));
    await api.post('/profile/loginUser', { identifier: 'a@b.c' });
    expect(calls[0]!.init.body).toBe('{"identifier":"a@b.c"}');
    expect(calls[0]!.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    const form = new FormData();
    form.set('type', 'avatar');
    await api.post('/profile/uploadFile', form);
    expect(calls[1]!.init.body).toBe(form);
    expect(calls[1]!.init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns an error envelope into an ApiError with status, code, msg and fields', async () => {
    const { api } = client(() => json({ ok: false, error: true, code: 'VALIDATION_FAILED', msg: 'Проверьте поля', fields: { email: 'Обязательное поле' } }, 400));
    const error = await caught(api.post('/profile/registration', {}));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', msg: 'Проверьте поля', fields: { email: 'Обязательное поле' } });
  });

  it('reads Retry-After of a 429 into retryAfter (seconds), null otherwise', async () => {
    const limited = client(() => new Response(JSON.stringify({ ok: false, error: true, code: 'TOO_MANY_REQUESTS', msg: 'wait' }), { status: 429, headers: { 'Retry-After': '42' } }));
    expect((await caught(limited.api.post('/profile/confirmPhoneSendSms'))).retryAfter).toBe(42);
    const plain = client(() => json({ ok: false, error: true, code: 'X', msg: 'no' }, 400));
    expect((await caught(plain.api.post('/x'))).retryAfter).toBeNull();
  });

  it('treats ok:false with HTTP 200 as a failure too', async () => {
    const { api } = client(() => json({ ok: false, error: true, code: 'X', msg: 'no' }));
    expect(await caught(api.get('/x'))).toMatchObject({ status: 400, code: 'X' });
  });

  it('reports non-JSON answers and network failures', async () => {
    expect(await caught(client(() => new Response('<html>Bad gateway</html>', { status: 502 })).api.get('/x'))).toMatchObject({ status: 502, code: 'HTTP_502' });
    expect(await caught(client(() => new Response('plain', { status: 200 })).api.get('/x'))).toMatchObject({ code: CLIENT_CODES.badResponse });
    expect(
      await caught(
        client(() => {
          throw new TypeError('Failed to fetch');
        }).api.get('/x'),
      ),
    ).toMatchObject({ status: 0, code: CLIENT_CODES.network });
  });

  it('never settles a call its caller aborted, wherever the abort lands (no "Request aborted" reaches a restarted actor)', async () => {
    const outcomes: string[] = [];
    const watch = (label: string, promise: Promise<unknown>) => promise.then(() => outcomes.push(`${label} resolved`), () => outcomes.push(`${label} rejected`));
    // Aborted while the request is in flight: the fetch rejects with an AbortError.
    const inFlight = new AbortController();
    const pending = client(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    ).api.get('/x', { signal: inFlight.signal });
    void watch('in flight', pending);
    inFlight.abort();
    // Aborted after the answer arrived, while its body is read.
    const reading = new AbortController();
    const body = client(() => {
      reading.abort();
      return { ok: true, status: 200, headers: new Headers(), text: () => Promise.reject(new DOMException('aborted', 'AbortError')) } as unknown as Response;
    }).api.get('/x', { signal: reading.signal });
    void watch('reading', body);
    // A failure without an abort still rejects as before.
    const failing = client(() => json({ ok: false, code: 'NOPE', msg: 'no' }, 400)).api.get('/x', { signal: new AbortController().signal });
    await watch('failing', failing);
    // The aborted calls' rejections were due before the failing call's answer; let any late one run too.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outcomes).toEqual(['failing rejected']);
  });

  it('notifies subscribers of every 401 and still rejects', async () => {
    const { api } = client(() => json({ ok: false, error: true, code: 'UNAUTHORIZED', msg: 'Сессия истекла' }, 401));
    const listener = jest.fn();
    const unsubscribe = api.onUnauthorized(listener);
    const error = await caught(api.get('/company/get_companyList'));
    expect(error.isUnauthorized).toBe(true);
    expect(listener).toHaveBeenCalledWith(error);
    unsubscribe();
    await caught(api.get('/x'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify for other statuses', async () => {
    const { api } = client(() => json({ ok: false, error: true, code: 'FORBIDDEN', msg: 'no' }, 403));
    const listener = jest.fn();
    api.onUnauthorized(listener);
    await caught(api.get('/x'));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('token store', () => {
  it('keeps a remembered token in localStorage and a session token in sessionStorage, never both', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const store = createTokenStore(
      () => local,
      () => session,
    );
    store.set('a', true);
    expect([local.getItem(TOKEN_KEY), session.getItem(TOKEN_KEY)]).toEqual(['a', null]);
    store.set('b', false);
    expect([local.getItem(TOKEN_KEY), session.getItem(TOKEN_KEY)]).toEqual([null, 'b']);
    expect(store.get()).toBe('b');
  });

  it('clear removes the token from both stores', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    local.setItem(TOKEN_KEY, 'old');
    session.setItem(TOKEN_KEY, 'new');
    const store = createTokenStore(
      () => local,
      () => session,
    );
    expect(store.get()).toBe('new');
    store.clear();
    expect([local.getItem(TOKEN_KEY), session.getItem(TOKEN_KEY), store.get()]).toEqual([null, null, null]);
  });

  it('reads nothing when storage is unavailable', () => {
    const store = createTokenStore(
      () => null,
      () => null,
    );
    expect(store.get()).toBeNull();
    expect(() => store.set('x', true)).not.toThrow();
  });
});
