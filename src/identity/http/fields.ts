import { Email, OptionalString, Password } from '../../shared/http/fields/fields.js';
import { POLICY } from '../domain/policy.js';

/* Identity's presets of the shared field decorators, used by several flows' DTOs. */

/** Password 8 to 50 characters with the specification's messages. */
export const AccountPassword = (): PropertyDecorator => Password(POLICY.password.min, POLICY.password.max);

/** E-mail: required, e-mail format, at most 100 characters. */
export const AccountEmail = (): PropertyDecorator => Email(POLICY.loginMax);

/** `ref`: the site the person is on; accepted as the specification sends it, but links always point at PUBLIC_URL (shared/http/public-origin.ts). */
export const LinkOrigin = (): PropertyDecorator => OptionalString(300);
