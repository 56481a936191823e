import { z } from 'zod';
import { SIZE_LIMITS, jsonBytes, kb } from './limits';
import { hasBidiControls, isInvisibleOnly } from './text';

/** Text people read as a name must not reorder what surrounds it (see text.ts). */
const noBidiControls = (s: string) => !hasBidiControls(s);
const BIDI_MESSAGE = (what: string) => `${what} must not contain text-direction control characters`;

/** Non-blank text after trimming (returns the trimmed text); invisible characters alone are blank. */
export const requiredText = (what: string, max = 200) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is too long (at most ${max} characters)`)
    .refine((s) => !isInvisibleOnly(s), `${what} is required`)
    .refine(noBidiControls, BIDI_MESSAGE(what));

/** A name that may be empty (checked for blankness elsewhere, with the spec's own message). */
export const nameText = (what: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${what} is too long (at most ${max} characters)`)
    .transform((s) => (isInvisibleOnly(s) ? '' : s))
    .refine(noBidiControls, BIDI_MESSAGE(what));

export const optionalText = (max = 2000) =>
  z.string().trim().max(max, `Text is too long (at most ${max} characters)`).refine(noBidiControls, BIDI_MESSAGE('Text'));

export const idSchema = z.string().trim().min(1, 'An id is required').max(100, 'An id is too long');

/** An instant given as epoch milliseconds or an ISO-8601 date-time with offset; yields epoch ms. */
export const instantSchema = z.union([
  z.number().int().nonnegative(),
  z.iso.datetime({ offset: true }).transform((s) => Date.parse(s)),
  z.iso.date().transform((s) => Date.parse(`${s}T00:00:00Z`)),
]);

/**
 * Any JSON value of at most SIZE_LIMITS.valueBytes serialised: values are stored in every
 * event and served in every document, so their size bounds what one change costs.
 */
export const jsonValueSchema = z.json().superRefine((v, ctx) => {
  const size = jsonBytes(v);
  if (size > SIZE_LIMITS.valueBytes) {
    ctx.addIssue({
      code: 'custom',
      message: `A value may be at most ${kb(SIZE_LIMITS.valueBytes)} (this one is ${kb(size)})`,
      params: { domainCode: 'SIZE_LIMIT_EXCEEDED', limitType: 'valueBytes', size, max: SIZE_LIMITS.valueBytes },
    });
  }
});

export const valueSettingSchema = z.object({
  value: jsonValueSchema,
  enabled: z.boolean().default(true),
});
