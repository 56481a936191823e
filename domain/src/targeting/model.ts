import type { FlagValue } from '../flags/values';

/** A JSON Logic expression (flagd flavour): an object with one operator. */
export type JsonLogic = Record<string, unknown>;

/**
 * A flag's targeting in one environment: a flagd flag definition without `state` (the
 * environment's enabled switch is the state). `variants[defaultVariant]` is the environment's value.
 */
export interface TargetingDocument {
  variants: Record<string, FlagValue>;
  defaultVariant: string;
  /** {} for no rules */
  targeting: JsonLogic;
}

export interface FlagTargeting extends TargetingDocument {
  updatedAt: number;
}

/** A reusable, named set of conditions of a project, compiled to a flagd `$evaluators` entry. */
export interface SegmentState {
  id: string;
  name: string;
  description: string;
  /** a JSON Logic boolean expression */
  conditions: JsonLogic;
  createdAt: number;
  updatedAt: number;
}

const SEGMENT_PREFIX = 'segment_';

/** The flagd evaluator name of a segment, referenced from targeting as {"$ref": name}. */
export const segmentKey = (segmentId: string): string => `${SEGMENT_PREFIX}${segmentId}`;

export const segmentIdOfKey = (key: string): string | null =>
  key.startsWith(SEGMENT_PREFIX) && key.length > SEGMENT_PREFIX.length ? key.slice(SEGMENT_PREFIX.length) : null;

/** Every `{"$ref": name}` in a JSON Logic tree, with its JSON Pointer, in document order. */
export function findRefs(v: unknown, path = ''): Array<{ ref: unknown; path: string }> {
  const out: Array<{ ref: unknown; path: string }> = [];
  const walk = (x: unknown, p: string) => {
    if (x === null || typeof x !== 'object') return;
    if (Array.isArray(x)) {
      x.forEach((y, i) => walk(y, `${p}/${i}`));
      return;
    }
    for (const [k, y] of Object.entries(x as Record<string, unknown>)) {
      if (k === '$ref') out.push({ ref: y, path: `${p}/$ref` });
      else walk(y, `${p}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  walk(v, path);
  return out;
}

/** Ids of the segments a targeting references, in order of first use. */
export function referencedSegments(targeting: unknown): string[] {
  const ids: string[] = [];
  for (const { ref } of findRefs(targeting)) {
    const id = typeof ref === 'string' ? segmentIdOfKey(ref) : null;
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Segments as a list, whichever shape the caller holds. */
export const segmentList = (segments: readonly SegmentState[] | Record<string, SegmentState> | undefined): SegmentState[] =>
  !segments ? [] : Array.isArray(segments) ? [...segments] : Object.values(segments);
