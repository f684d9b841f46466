import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { map, type Observable } from 'rxjs';

/** Success answers of the API: HTTP 200 with `{ ok: true, ...payload }` (payload names from the spec). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    // The contract answers every success with 200, including creations (Nest's POST default is 201).
    const reply = context.switchToHttp().getResponse<{ statusCode: number; status(code: number): unknown }>();
    if (reply.statusCode === 201) reply.status(200);
    return next.handle().pipe(
      map((payload: unknown) => {
        if (payload instanceof StreamableFile || Buffer.isBuffer(payload)) return payload;
        if (payload === undefined || payload === null) return { ok: true };
        if (typeof payload !== 'object' || Array.isArray(payload)) return { ok: true, data: payload };
        return { ok: true, ...(payload as object) };
      }),
    );
  }
}
