import { z } from 'zod';
import { idSchema } from '../shared/schemas';
import { TARGETING_LIMITS } from './limits';

export const targetingRefInput = z.object({ flagId: idSchema, environmentId: idSchema });

const segmentName = z
  .string({ error: 'Segment name is required' })
  .trim()
  .min(1, 'Segment name is required')
  .max(TARGETING_LIMITS.maxSegmentNameLength, `Segment name is too long (at most ${TARGETING_LIMITS.maxSegmentNameLength} characters)`);
const segmentDescription = z
  .string()
  .trim()
  .max(TARGETING_LIMITS.maxSegmentDescriptionLength, `Description is too long (at most ${TARGETING_LIMITS.maxSegmentDescriptionLength} characters)`);

export const createSegmentInput = z.object({ name: segmentName, description: segmentDescription.default(''), conditions: z.unknown() });
export const updateSegmentInput = z.object({
  segmentId: idSchema,
  name: segmentName.optional(),
  description: segmentDescription.optional(),
  conditions: z.unknown().optional(),
});
export const segmentRefInput = z.object({ segmentId: idSchema });

/** The document parts are checked by validateFlagdTargeting (the flagd schema), not by zod. */
export type TargetingCommand =
  | {
      kind: 'SetFlagTargeting';
      flagId: string;
      environmentId: string;
      variants: unknown;
      defaultVariant: unknown;
      targeting?: unknown;
      [member: string]: unknown;
    }
  | { kind: 'RemoveFlagTargeting'; flagId: string; environmentId: string };

export type SegmentCommand =
  | ({ kind: 'CreateSegment' } & z.input<typeof createSegmentInput>)
  | ({ kind: 'UpdateSegment' } & z.input<typeof updateSegmentInput>)
  | ({ kind: 'DeleteSegment' } & z.input<typeof segmentRefInput>);
