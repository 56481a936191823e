import { z } from 'zod';

/** Non-blank text after trimming (returns the trimmed text). */
export const requiredText = (what: string, max = 200) =>
  z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`).max(max, `${what} is too long (at most ${max} characters)`);

export const optionalText = (max = 2000) => z.string().trim().max(max, `Text is too long (at most ${max} characters)`);

export const idSchema = z.string().trim().min(1, 'An id is required').max(100, 'An id is too long');

/** An instant given as epoch milliseconds or an ISO-8601 date-time with offset; yields epoch ms. */
export const instantSchema = z.union([
  z.number().int().nonnegative(),
  z.iso.datetime({ offset: true }).transform((s) => Date.parse(s)),
  z.iso.date().transform((s) => Date.parse(`${s}T00:00:00Z`)),
]);

export const jsonValueSchema = z.json();

export const valueSettingSchema = z.object({
  value: jsonValueSchema,
  enabled: z.boolean().default(true),
});
