/**
 * Size limits of targeting input (every input has one): a document is evaluated on every OFREP
 * request and shipped to every flagd edge, so it must stay small and shallow.
 */
export const TARGETING_LIMITS = {
  /** JSON bytes of {variants, defaultVariant, targeting} */
  maxDocumentBytes: 32_768,
  /** object/array nesting of a document or of segment conditions */
  maxDepth: 32,
  maxVariants: 50,
  maxVariantNameLength: 100,
  /** JSON bytes of a segment's conditions */
  maxSegmentConditionsBytes: 16_384,
  maxSegmentNameLength: 100,
  maxSegmentDescriptionLength: 500,
  /** JSON bytes of an OFREP evaluation context */
  maxContextBytes: 16_384,
} as const;

/** Nesting depth of a JSON value (a scalar is 0); stops counting past `limit`. */
export function jsonDepth(v: unknown, limit = 1000): number {
  if (v === null || typeof v !== 'object') return 0;
  if (limit <= 0) return 1;
  let max = 0;
  for (const x of Array.isArray(v) ? v : Object.values(v as object)) {
    const d = jsonDepth(x, limit - 1);
    if (d > max) max = d;
    if (max >= limit) break;
  }
  return max + 1;
}
