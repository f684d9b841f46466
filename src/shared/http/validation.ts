import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainError } from '../domain/domain-error.js';
import { isMessageKey, type MessageKey } from '../i18n/messages.js';

/** Which failure to report when a field breaks several rules: the one a person should fix first. */
const PRIORITY = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'isString', 'maxLength', 'minLength'];

const DEFAULT_KEYS: Record<string, MessageKey> = {
  whitelistValidation: 'validation.unknownField',
  isDefined: 'validation.required',
  isNotEmpty: 'validation.required',
  maxLength: 'validation.tooLong',
  minLength: 'validation.tooShort',
  arrayMaxSize: 'validation.tooMany',
  isEmail: 'validation.email',
  isInt: 'validation.notNumber',
  isNumber: 'validation.notNumber',
  isNumberString: 'validation.notNumber',
  isDateString: 'validation.date',
  isISO8601: 'validation.date',
  matches: 'validation.format',
};

function pickConstraint(constraints: Record<string, string>): [string, string] {
  const names = Object.keys(constraints);
  const chosen = PRIORITY.find((name) => names.includes(name)) ?? names[0]!;
  return [chosen, constraints[chosen]!];
}

/** Flattens class-validator's tree into `{ "socials.0.name": messageKey }`. */
export function collectFieldErrors(errors: ValidationError[], prefix = ''): Record<string, MessageKey> {
  const fields: Record<string, MessageKey> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints && Object.keys(error.constraints).length > 0) {
      const [name, message] = pickConstraint(error.constraints);
      fields[path] = isMessageKey(message) ? message : (DEFAULT_KEYS[name] ?? 'validation.invalid');
    }
    if (error.children?.length) Object.assign(fields, collectFieldErrors(error.children, path));
  }
  return fields;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => DomainError.badRequest('VALIDATION_FAILED', 'error.validation', collectFieldErrors(errors)),
  });
}
