import type { z } from 'zod';
import type { ErrorCode } from './errors';
import { DomainError, ERROR_CODES } from './errors';

/**
 * Parses command input with its zod schema; bad input becomes VALIDATION_FAILED, never a crash.
 * A refinement may name another code (a size limit) in its issue's `params.domainCode`.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const path = issue?.path?.length ? `${issue.path.join('.')}: ` : '';
  const params = (issue as { params?: Record<string, unknown> } | undefined)?.params;
  const code = params?.domainCode;
  if (typeof code === 'string' && Object.hasOwn(ERROR_CODES, code)) {
    const { domainCode: _c, ...details } = params!;
    throw new DomainError(code as ErrorCode, `${path}${issue!.message}`, { ...details, ...(issue!.path.length ? { path: issue!.path.map(String) } : {}) });
  }
  throw new DomainError('VALIDATION_FAILED', `${path}${issue?.message ?? 'Invalid input'}`, {
    issues: r.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
  });
}

export const isBlank = (s: string | null | undefined): boolean => !s || s.trim().length === 0;
