import type { z } from 'zod';
import { DomainError } from './errors';

/** Parses command input with its zod schema; bad input becomes VALIDATION_FAILED, never a crash. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const path = issue?.path?.length ? `${issue.path.join('.')}: ` : '';
  throw new DomainError('VALIDATION_FAILED', `${path}${issue?.message ?? 'Invalid input'}`, {
    issues: r.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
  });
}

export const isBlank = (s: string | null | undefined): boolean => !s || s.trim().length === 0;
