import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { prepared, PreparedSql } from '../../shared/database/prepared-sql.js';
import { looksLikePhone, normalizePhone } from '../../shared/domain/phone.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { normalizeEmail } from '../domain/account-tokens.repository.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { LIMIT_KEYS } from '../domain/limit-keys.js';
import { POLICY } from '../domain/policy.js';
import { verifyAgainstNothing, verifyPassword } from '../domain/secrets.js';
import { OPEN_SESSION, openSessionValues } from '../domain/sessions.repository.js';
import { User } from '../domain/user.entity.js';
import { USER_INFO_COLUMNS } from '../queries/get-user-info.js';
import type { UserInfoRow } from '../queries/user-data.js';
import { sendConfirmation } from '../services/confirmation-mail.js';
import { SecretMessages } from '../services/secret-messages.js';

export interface LoginOutcome {
  userId: string;
  /** Null while the account's e-mail is unconfirmed: no session then. */
  token: string | null;
  /** The account's row as the login left it, for the reply (not read again). */
  row: UserInfoRow;
}

export class LoginUserCommand extends Command<LoginOutcome> {
  constructor(
    readonly identifier: string,
    readonly password: string,
    readonly remember: boolean,
    readonly lang: Lang,
    readonly ip: string,
    readonly ref: string | undefined,
  ) {
    super();
  }
}

type AccountRow = UserInfoRow & { password_hash: string };

// Whatever a login spends beside argon2id takes CPU from the verifications on the same cores
// (docs/performance.md, "The hot calls against their yardsticks"), so the hot path is plain prepared SQL: a few round trips rather than ORM work.
const ACCOUNT_BY_EMAIL = prepared(
  'identity.login_by_email',
  `select ${USER_INFO_COLUMNS}, password_hash from identity_user where email = $1`,
);
const ACCOUNT_BY_PHONE = prepared(
  'identity.login_by_phone',
  `select ${USER_INFO_COLUMNS}, password_hash from identity_user where phone = $1 and phone_confirmed_at is not null`,
);

/**
 * Signs in by e-mail or by confirmed phone. Attempts are counted per account and per address in
 * Redis before the password is checked (429 past the limits); a success gives its attempt back. An account
 * whose e-mail is not confirmed gets no session, only a fresh confirmation letter.
 */
@CommandHandler(LoginUserCommand)
export class LoginUserHandler implements ICommandHandler<LoginUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PreparedSql,
    private readonly limits: RateLimiter,
    private readonly messages: SecretMessages,
  ) {}

  async execute(command: LoginUserCommand): Promise<LoginOutcome> {
    const byPhone = looksLikePhone(command.identifier);
    const key = byPhone ? normalizePhone(command.identifier) : normalizeEmail(command.identifier);
    if (!key) throw IdentityErrors.invalidCredentials();
    const [account] = await this.sql.rows<AccountRow>(byPhone ? ACCOUNT_BY_PHONE : ACCOUNT_BY_EMAIL, [key]);

    const accountKey = LIMIT_KEYS.loginAccount(account ? account.id : key);
    const addressKey = LIMIT_KEYS.loginAddress(command.ip);
    // Counted before the password is checked, so concurrent guesses cannot outrun the limit.
    await this.limits.take(
      { key: addressKey, limit: POLICY.loginFailures.perAddress, windowSeconds: POLICY.loginFailures.addressWindowSeconds },
      { key: accountKey, limit: POLICY.loginFailures.perAccount, windowSeconds: POLICY.loginFailures.accountWindowSeconds },
    );

    const valid = account ? await verifyPassword(account.password_hash, command.password) : await verifyAgainstNothing(command.password);
    if (!account || !valid) throw IdentityErrors.invalidCredentials();
    // Only failures count: the address gets its attempt back, the account starts afresh.
    const forgiven = this.limits.forgive({ giveBack: [addressKey], reset: [accountKey] });
    // The reply is built from this row; the login keeps the language it came with (below).
    const { password_hash: _hash, ...stored } = account;
    const row = { ...stored, lang: command.lang };

    if (!row.email_confirmed) {
      await forgiven;
      const user = await this.em.findOneOrFail(User, row.id);
      user.useLang(command.lang);
      await this.em.flush();
      // At most one letter per cooldown, however often the person tries to sign in.
      if (await this.limits.tryCooldown(LIMIT_KEYS.emailCooldown('confirm-email-on-login', user.email), POLICY.emailResendSeconds)) {
        await sendConfirmation(this.em, this.messages, user);
      }
      return { userId: row.id, token: null, row };
    }
    // Expired, idle and surplus sessions of this account end on the way (POLICY.session), and the
    // account keeps the language it signed in with. Sent beside the limiter's round trip, so the
    // process sleeps and wakes once for both.
    const { token, values } = openSessionValues(row.id, command.remember, command.lang);
    await Promise.all([forgiven, this.sql.run(OPEN_SESSION, values)]);
    return { userId: row.id, token, row };
  }
}
