import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig, type ExternalProviderConfig } from '../../config.js';
import type { ExternalOutcome } from '../../shared/contract/external-sign-in.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { SignInWithProviderCommand } from '../commands/sign-in-with-provider.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { externalCookie, readExternalCookie } from '../external/external-cookie.js';
import { ExternalProviders, ExternalSignInError, FLOW_MS } from '../external/external-providers.js';
import { ExternalHandoffs, HANDOFF_SECONDS } from '../external/handoffs.js';
import { ExternalSessionDto, ExternalStartQuery } from './external-sign-in.dto.js';
import { ExternalProvidersAnswer } from './external-sign-in.responses.js';
import { userDataReply } from './user-data.reply.js';
import { UserDataAnswer } from './user-data.responses.js';

/**
 * Sign-in through another provider (OpenID Connect's authorization code flow with PKCE), in three
 * steps: the sign-in page's button navigates to `external/:provider`, which sends the browser to the
 * provider; the provider sends it back to `external/:provider/callback`, which checks the answer and
 * sends it on to the web app's /auth/external with a one-time code; the web app trades that code for
 * a session at `external/session`, as a sign-in call. docs/identity.md, "Sign-in with other providers".
 */
@ApiTags('profile')
@Controller('auth')
export class ExternalSignInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly providers: ExternalProviders,
    private readonly handoffs: ExternalHandoffs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('providers')
  @ApiOperation({ summary: 'The providers of the sign-in page this installation configures (OIDC_<ID>_* variables); empty when none.' })
  @ApiOkResponse({ type: ExternalProvidersAnswer })
  list(): Payload<ExternalProvidersAnswer> {
    return { providers: this.providers.list() };
  }

  @Get('external/:provider')
  @ApiOperation({
    summary:
      "A page navigation, not a call: redirects to the provider's sign-in with a new state, nonce and PKCE challenge, kept sealed in an HttpOnly cookie. When the provider cannot be reached, redirects to /auth?external=unavailable.",
  })
  @ApiFoundResponse({ description: 'To the provider (or back to /auth with the outcome)' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such provider is configured' })
  async start(@Param('provider') id: string, @Query() query: ExternalStartQuery, @Res() reply: FastifyReply): Promise<void> {
    const provider = this.configured(id);
    try {
      const { location, sealed } = await this.providers.begin(provider, query.remember ?? false);
      await reply.header('set-cookie', externalCookie(sealed, FLOW_MS / 1000, this.secure)).redirect(location.href, 302);
    } catch (error) {
      await this.backToSignIn(reply, error);
    }
  }

  @Get('external/:provider/callback')
  @ApiOperation({
    summary:
      'Where the provider sends the browser back: the code is exchanged and the ID token checked; a verified e-mail redirects to /auth/external with a one-time code in the fragment (and its binding in the cookie), anything else to /auth?external=<outcome> (cancelled, unverified, expired, unavailable, failed).',
  })
  @ApiFoundResponse({ description: 'To /auth/external#code=… or /auth?external=…' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such provider is configured' })
  async callback(@Param('provider') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const provider = this.configured(id);
    // The address the provider redirected to, as registered with it (PUBLIC_URL's origin), with its answer.
    const callback = new URL(this.providers.redirectUri(provider.id));
    callback.search = new URL(req.url, 'http://callback.invalid').search;
    try {
      const vouched = await this.providers.finish(provider, callback, readExternalCookie(req.headers.cookie));
      const { code, binding } = await this.handoffs.issue(vouched);
      const target = new URL('/auth/external', this.config.publicUrl);
      target.hash = `code=${code}`;
      await reply.header('set-cookie', externalCookie(binding, HANDOFF_SECONDS, this.secure)).redirect(target.href, 302);
    } catch (error) {
      await this.backToSignIn(reply, error);
    }
  }

  @Post('external/session')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Trade the one-time code of /auth/external for a session (needs the cookie the callback set, once, within 2 minutes). An address without an account gets one, confirmed and without a password. 401 EXTERNAL_SIGN_IN_EXPIRED, 403 EXTERNAL_SIGN_IN_REFUSED (platform staff sign in with their password).',
  })
  @ApiOkResponse({ type: UserDataAnswer, description: 'user_data with the session token, as after loginUser' })
  async session(
    @Body() body: ExternalSessionDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Payload<UserDataAnswer>> {
    const vouched = await this.handoffs.take(body.code, readExternalCookie(req.headers.cookie));
    void reply.header('set-cookie', externalCookie('', 0, this.secure));
    if (!vouched) throw IdentityErrors.externalSignInExpired();
    const { userId, token } = await this.commands.execute(new SignInWithProviderCommand(vouched.email, vouched.remember, req.lang));
    const { user_data } = await userDataReply(this.queries, userId, req.lang);
    return { user_data: { ...user_data, token } };
  }

  private get secure(): boolean {
    return new URL(this.config.publicUrl).protocol === 'https:';
  }

  private configured(id: string): ExternalProviderConfig {
    const provider = this.providers.find(id);
    if (!provider) throw DomainError.notFound();
    return provider;
  }

  /** Any failure of the redirecting steps ends on the sign-in page, which names the outcome. */
  private async backToSignIn(reply: FastifyReply, error: unknown): Promise<void> {
    if (!(error instanceof ExternalSignInError)) throw error;
    const outcome: ExternalOutcome = error.outcome;
    const target = new URL('/auth', this.config.publicUrl);
    target.searchParams.set('external', outcome);
    await reply.header('set-cookie', externalCookie('', 0, this.secure)).redirect(target.href, 302);
  }
}
