import { Injectable, Param, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { parseId, requestId, type Id } from '../../domain/id.js';
import { FORMAT, Required } from './fields.js';

/*
 * The edge where a request's ids become typed values (`Id`, src/shared/domain/id.ts). Every id field
 * of a body or query is text, trimmed, at most 64 characters (400 validation.required or
 * validation.format otherwise); text that passes is parsed once, here (a path's id by IdParam), and
 * what is no UUID becomes NO_ID, which the lookup answers as an unknown id (404 with the code of
 * what it looked for), so nothing behind the edge checks an id's shape again.
 */

const MAX = 64;

/** The sent value: text that passes the field's rules parsed into an Id; anything else as it was, for the rules to refuse. */
function toId(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text !== '' && text.length <= MAX ? requestId(text) : text;
}

/** A required id (`company_id`, `vacancy_id`, `file_id`, …). Declare the property as `Id` and document it with `type: String`. */
export function IdField(): PropertyDecorator {
  return (target, key) => {
    MaxLength(MAX, FORMAT)(target, key as string);
    IsString(FORMAT)(target, key as string);
    Required()(target, key);
    Transform(({ value }: { value: unknown }) => toId(value))(target, key as string);
  };
}

/** An id that may be left out: absent, null and empty text all mean none (undefined). */
export function OptionalIdField(): PropertyDecorator {
  return (target, key) => {
    MaxLength(MAX, FORMAT)(target, key as string);
    IsString(FORMAT)(target, key as string);
    IsOptional()(target, key as string);
    Transform(({ value }: { value: unknown }) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : toId(value),
    )(target, key as string);
  };
}

/** A field that must be an id itself, where text that is none is the caller's mistake (400), not an unknown id. */
export function IsId(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isId', validator: { validate: (value) => parseId(value) !== null } }, options);
}

/** Parses a path's id (see IdParam). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, Id> {
  transform(value: string): Id {
    return requestId(value);
  }
}

/**
 * An id in the path (`files/:fileId`), parsed: a path segment is always text, so it only needs
 * parsing. Documented as the text it is (the parameter's own type, Id, says nothing to OpenAPI).
 */
export function IdParam(name: string): ParameterDecorator {
  return (target, key, index) => {
    Param(name, ParseIdPipe)(target, key, index);
    if (key === undefined) return;
    const method = Object.getOwnPropertyDescriptor(target, key);
    if (method) ApiParam({ name, type: String })(target, key, method);
  };
}
