import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { DomainError } from '../domain/domain-error.js';

/** Deeper than any DTO of the API; the validation pipe recurses, so depth is capped before it runs. */
export const MAX_INPUT_DEPTH = 16;

/** A NUL byte (PostgreSQL rejects it in text) or a lone UTF-16 surrogate (no valid UTF-8 exists for it). */
export function isBadText(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed();
}

export type InputProblem = { kind: 'depth' } | { kind: 'text'; field: string };

/**
 * Walks a parsed input without recursion (so no input can overflow the stack here) and reports the
 * first problem: nesting deeper than `maxDepth`, or a key or string value with bad text.
 */
export function inspectInput(input: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | undefined {
  const stack: Array<{ value: unknown; depth: number; path: string }> = [{ value: input, depth: 0, path: '' }];
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (isBadText(value)) return { kind: 'text', field: path };
      continue;
    }
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= maxDepth) return { kind: 'depth' };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (isBadText(key)) return { kind: 'text', field: path || '_' };
      stack.push({ value: child, depth: depth + 1, path: childPath });
    }
  }
  return undefined;
}

function problemError(problem: InputProblem): DomainError {
  if (problem.kind === 'depth') return DomainError.badRequest('BODY_TOO_DEEP', 'error.tooDeep');
  return DomainError.badRequest('INVALID_TEXT', 'error.invalidText', problem.field ? { [problem.field]: 'validation.invalidText' } : {});
}

/**
 * Bad input answers 400 in the envelope before any handler or the validation pipe sees it: the
 * body (JSON, form, multipart fields, the merged legacy `data`), the query string and the path
 * parameters. Registered after the body-shaping hooks (legacy data, multipart), so it sees the final body.
 */
export function registerInputGuards(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const problem = inspectInput(request.body) ?? inspectInput(request.query, 4) ?? inspectInput(request.params, 2);
    done(problem ? problemError(problem) : undefined);
  });
}
