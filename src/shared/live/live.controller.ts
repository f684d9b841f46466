import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../auth/authenticated.js';
import { DomainError } from '../domain/domain-error.js';
import { HEARTBEAT_MS, LiveHub, type LiveStream } from './live-hub.js';

/**
 * `GET /api/v2/live`: server-sent events for the signed-in caller (session from the `userToken`
 * header; the web reads it with fetch streaming so the header can be sent). A comment line every
 * 25 s keeps proxies from closing an idle stream. The stream ends with its session (LiveHub).
 */
@ApiTags('live')
@ApiSecurity('userToken')
@Controller('live')
export class LiveController {
  constructor(private readonly hub: LiveHub) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary:
      "Server-sent events of the caller: `verification.changed {company_id}` (verifiers: a case changed), `company.changed {company_id}` (members: their company's status changed, or their own role or rights in it, or they were removed from it), `recruiting.changed {company_id, vacancy_id}` (members who may see candidates: a vacancy's board changed). Heartbeat comment every 25 s. The stream ends when its session ends (logout, password change or reset, expiry). More than 8 open streams of one user: 429.",
  })
  async stream(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.hub.hasRoomFor(user.userId)) throw DomainError.tooManyRequests(30);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    });
    let closed = false;
    const stream: LiveStream = {
      userId: user.userId,
      sessionId: user.sessionId,
      role: user.role,
      write: (chunk) => {
        if (!closed) raw.write(chunk);
      },
      end: () => finish(),
    };
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    let leave: (() => void) | undefined;
    const finish = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      leave?.();
      raw.end();
    };
    req.raw.on('close', finish);
    leave = await this.hub.open(stream);
    if (closed) leave();
    // Sent once the subscription stands: a client that saw it misses nothing published afterwards.
    stream.write('event: ready\ndata: {}\n\n');
  }
}
