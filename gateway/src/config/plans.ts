import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { PlanCatalogue } from '@flagstream/domain';

const limit = z.number().int().min(-1);
const planSchema = z.object({
  id: z.string().min(1).max(50),
  name: z.string().min(1).max(100),
  description: z.string().max(500).default(''),
  monthyPrice: z.number().nonnegative(),
  yearlyPrice: z.number().nonnegative(),
  isFreePlan: z.boolean(),
  planOrder: z.number().int(),
  featureMaxEnvironments: limit,
  featureMaxFeatureFlags: limit,
  featureMaxOverrides: limit,
  featureMaxTeamMembers: limit,
  /** segments (issue 14); absent: unlimited */
  featureMaxSegments: limit.optional(),
  featureMaxProjects: limit.optional(),
  featureMaxConfigBytes: z.number().int().min(-1).optional(),
  featureMaxHistoryExportEvents: limit.optional(),
  /** usage insights (issue 20); absent: by isFreePlan */
  featureAdvancedAnalytics: z.boolean().optional(),
  featureUsageRetentionDays: z.number().int().min(1).max(400).optional(),
  featureHasWhitelabel: z.boolean().default(false),
});
const catalogueSchema = z
  .object({ plans: z.array(planSchema).min(1) })
  .refine((c) => c.plans.filter((p) => p.isFreePlan).length === 1, 'exactly one plan must be the free plan')
  .refine((c) => new Set(c.plans.map((p) => p.id)).size === c.plans.length, 'plan ids must be unique');

/** Reads a JSON plan catalogue (PLANS_FILE), failing at start with a clear message. */
export function loadPlanCatalogue(file: string): PlanCatalogue {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`PLANS_FILE ${file} could not be read as JSON: ${(e as Error).message}`);
  }
  const r = catalogueSchema.safeParse(raw);
  if (!r.success)
    throw new Error(`PLANS_FILE ${file} is not a valid plan catalogue: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return r.data;
}
