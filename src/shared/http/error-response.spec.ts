import { DriverException } from '@mikro-orm/core';
import { HttpException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { DomainError } from '../domain/domain-error.js';
import { DependencyUnavailableError, withinDeadline } from '../redis/unavailable.js';
import { toErrorResponse } from './error-response.js';

describe('toErrorResponse', () => {
  it('localizes a domain error with its fields and Retry-After', () => {
    const res = toErrorResponse(DomainError.tooManyRequests(61.2), 'en');
    expect(res.status).toBe(429);
    expect(res.headers['Retry-After']).toBe('62');
    expect(res.body).toEqual({ ok: false, error: true, code: 'TOO_MANY_REQUESTS', msg: 'Too many attempts. Try again in 62 s' });
  });

  it('translates field messages', () => {
    const res = toErrorResponse(DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { email: 'validation.required' }), 'ru');
    expect(res.body.fields).toEqual({ email: 'Обязательное поле' });
  });

  it('keeps framework statuses honest', () => {
    expect(toErrorResponse(new NotFoundException(), 'ru').status).toBe(404);
    expect(toErrorResponse(new PayloadTooLargeException(), 'en').body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(toErrorResponse({ statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }, 'en').body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(toErrorResponse({ statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }, 'en').body.code).toBe('MALFORMED_BODY');
    const wrapped = new HttpException('Body is not valid JSON', 400, { cause: { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' } });
    expect(toErrorResponse(wrapped, 'en').body.code).toBe('MALFORMED_BODY');
  });

  it('answers 503 SERVICE_UNAVAILABLE for an unreachable Redis, also when wrapped', async () => {
    for (const error of [
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
      new Error('Command timed out'),
      Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' }),
      new Error('command failed', { cause: new Error('Connection is closed.') }),
      new DependencyUnavailableError('Redis'),
      await withinDeadline(new Promise<never>(() => undefined), 5).catch((e: unknown) => e),
    ]) {
      const res = toErrorResponse(error, 'uk');
      expect(res.status).toBe(503);
      expect(res.unexpected).toBe(false);
      expect(res.headers['Retry-After']).toBe('5');
      expect(res.body).toEqual({
        ok: false,
        error: true,
        code: 'SERVICE_UNAVAILABLE',
        msg: 'Сервіс тимчасово недоступний. Спробуйте пізніше',
      });
    }
    expect(toErrorResponse(new Error('ERR wrong number of arguments'), 'en').status).toBe(500);
  });

  it('answers 503 with Retry-After for a PostgreSQL that is away or restarting, not 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const error of [
      refused,
      new AggregateError([refused], ''),
      new DriverException(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      Object.assign(new Error('database "x" is not currently accepting connections'), { code: '55000' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('query failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) }),
    ]) {
      const res = toErrorResponse(error, 'ru');
      expect({ error: error.message, status: res.status }).toEqual({ error: error.message, status: 503 });
      expect(res.unexpected).toBe(false);
      expect(res.headers['Retry-After']).toBe('5');
      expect(res.body).toEqual({
        ok: false,
        error: true,
        code: 'SERVICE_UNAVAILABLE',
        msg: 'Сервис временно недоступен. Попробуйте позже',
      });
    }
    // What the statement itself got wrong stays a 500.
    expect(toErrorResponse(Object.assign(new Error('syntax error at or near "x"'), { code: '42601' }), 'en').status).toBe(500);
    expect(toErrorResponse(Object.assign(new Error('invalid input syntax'), { code: '22P02' }), 'en').status).toBe(500);
  });

  it('hides internals of unexpected failures', () => {
    const res = toErrorResponse(new Error('password=hunter2 at db.ts:42'), 'en');
    expect(res.status).toBe(500);
    expect(res.unexpected).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
  });
});
