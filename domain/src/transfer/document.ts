import { z } from 'zod';
import type { ProjectState } from '../project/state';
import { environmentsInOrder } from '../project/state';
import { flagsInOrder } from '../config/resolve';
import { own } from '../shared/own';
import { effectiveTargeting, storedTargeting } from '../targeting/compile';
import { segmentKey, segmentList } from '../targeting/model';
import type { JsonLogic } from '../targeting/model';
import { FLAG_TYPES } from '../flags/values';
import type { FlagType, FlagValue, ValueSetting } from '../flags/values';
import { fail } from '../shared/errors';

/**
 * The portable form of a project (issue 19): flags, each environment's values and targeting,
 * and segments, by names and keys rather than ids, so it can be imported into another project.
 * `version` says which shape this is: a reader refuses versions it does not know.
 */
export const TRANSFER_FORMAT = 'flagstream.project';
export const TRANSFER_VERSION = 1;
export const TRANSFER_LIMITS = { environments: 100, flags: 5000, segments: 1000 } as const;

export interface TransferTargeting {
  variants: Record<string, FlagValue>;
  defaultVariant: string;
  targeting: JsonLogic;
}

export interface TransferFlag {
  key: string;
  name: string;
  description: string;
  type: FlagType;
  value: FlagValue;
  enabled: boolean;
  /** environment name -> its own value (absent: the flag's default there) */
  values: Record<string, ValueSetting>;
  /** environment name -> targeting; `{"$ref": "<segment ref>"}` names the document's segments */
  targeting: Record<string, TransferTargeting>;
}

export interface TransferSegment {
  /** how targeting in this document refers to it ({"$ref": ref}) */
  ref: string;
  name: string;
  description: string;
  conditions: JsonLogic;
}

export interface TransferDocument {
  format: typeof TRANSFER_FORMAT;
  version: typeof TRANSFER_VERSION;
  exportedAt: string;
  project: { name: string; description: string };
  environments: Array<{ name: string; description: string; type: string }>;
  segments: TransferSegment[];
  flags: TransferFlag[];
}

/** The project as a transfer document. */
export function exportProject(s: ProjectState, now: number): TransferDocument {
  const envs = environmentsInOrder(s);
  return {
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    exportedAt: new Date(now).toISOString(),
    project: { name: s.name, description: s.description },
    environments: envs.map((e) => ({ name: e.name, description: e.description, type: e.type })),
    segments: segmentList(s.segments)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((g) => ({ ref: segmentKey(g.id), name: g.name, description: g.description, conditions: g.conditions })),
    flags: flagsInOrder(s).map((f) => ({
      key: f.key,
      name: f.name,
      description: f.description,
      type: f.type,
      value: f.value,
      enabled: f.enabled,
      // archived flags travel archived (issue 20); absent otherwise, so older documents read the same
      ...(f.archived ? { archived: true } : {}),
      values: Object.fromEntries(
        envs.flatMap((e) => {
          const v = own(e.variables, f.key);
          return v ? [[e.name, { value: v.value, enabled: v.enabled }]] : [];
        }),
      ),
      targeting: Object.fromEntries(
        envs.flatMap((e) => {
          if (!storedTargeting(f, e.id)) return [];
          const t = effectiveTargeting(f, e)!;
          return [[e.name, { variants: t.variants, defaultVariant: t.defaultVariant, targeting: t.targeting }]];
        }),
      ),
    })),
  };
}

const name = z.string().trim().min(1).max(200);
/** The document's shape; values, targeting and conditions are checked again by the deciders that apply them. */
export const transferDocumentSchema = z.object({
  format: z.literal(TRANSFER_FORMAT, { error: `format must be "${TRANSFER_FORMAT}"` }),
  version: z.number(),
  exportedAt: z.string().max(100).optional(),
  project: z
    .object({ name: z.string().max(200), description: z.string().max(2000).optional() })
    .partial()
    .optional(),
  environments: z
    .array(z.object({ name, description: z.string().max(2000).default(''), type: z.string().trim().min(1).max(50).default('development') }))
    .max(TRANSFER_LIMITS.environments)
    .default([]),
  segments: z
    .array(z.object({ ref: z.string().min(1).max(200), name, description: z.string().max(500).default(''), conditions: z.unknown() }))
    .max(TRANSFER_LIMITS.segments)
    .default([]),
  flags: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(100),
        name,
        description: z.string().max(2000).default(''),
        type: z.enum(FLAG_TYPES as unknown as ['boolean', 'string', 'number', 'json']),
        value: z.json(),
        enabled: z.boolean().default(true),
        /** issue 20: absent leaves an existing flag as it is */
        archived: z.boolean().optional(),
        values: z.record(z.string().max(200), z.object({ value: z.json(), enabled: z.boolean().default(true) })).default({}),
        targeting: z
          .record(
            z.string().max(200),
            z.object({ variants: z.record(z.string(), z.json()), defaultVariant: z.string(), targeting: z.record(z.string(), z.unknown()).default({}) }),
          )
          .default({}),
      }),
    )
    .max(TRANSFER_LIMITS.flags)
    .default([]),
});

/** A document this version can read: the right format and version, and unique names and keys. */
export function parseTransferDocument(input: unknown): z.infer<typeof transferDocumentSchema> {
  if (!input || typeof input !== 'object' || (input as { format?: unknown }).format !== TRANSFER_FORMAT) {
    fail('INVALID_DOCUMENT', `Not a Flagstream export: "format" must be "${TRANSFER_FORMAT}"`);
  }
  const version = (input as { version?: unknown }).version;
  if (version !== TRANSFER_VERSION)
    fail('INVALID_DOCUMENT', `This server reads version ${TRANSFER_VERSION} of the export format; the document is version ${JSON.stringify(version ?? null)}`);
  const r = transferDocumentSchema.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    fail('INVALID_DOCUMENT', `${issue.path.join('.') || 'document'}: ${issue.message}`, {
      issues: r.error.issues.slice(0, 20).map((i) => ({ path: i.path.map(String), message: i.message })),
    });
  }
  const doc = r.data;
  const dup = <T>(list: T[], key: (x: T) => string, what: string) => {
    const seen = new Set<string>();
    for (const x of list) {
      const k = key(x);
      if (seen.has(k)) fail('INVALID_DOCUMENT', `${what} "${k}" appears twice in the document`);
      seen.add(k);
    }
  };
  dup(doc.environments, (e) => e.name.toLowerCase(), 'Environment');
  dup(doc.flags, (f) => f.key, 'Flag');
  dup(doc.segments, (g) => g.ref, 'Segment');
  dup(doc.segments, (g) => g.name.toLowerCase(), 'Segment');
  return doc;
}
