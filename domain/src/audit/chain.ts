/**
 * The hash chain of a stream, as pure rules shared by the event store (which seals and checks
 * events) and by anyone verifying an exported history offline (the CLI): the canonical text an
 * event's hash is taken over, and a verifier that walks events in order. sha256 itself is passed
 * in, so this file stays free of platform crypto.
 */

/**
 * JSON with object keys sorted at every depth, so equal values always give equal text.
 * Follows JSON.stringify otherwise: toJSON() is honoured, undefined/function properties are
 * dropped (null in arrays), non-finite numbers become null; BigInt and cycles throw.
 */
export function canonicalJson(value: unknown): string {
  return serialise(value, new Set()) ?? 'null';
}

function serialise(value: unknown, ancestors: Set<object>): string | undefined {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: () => unknown }).toJSON();
  }
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    case 'bigint':
      throw new TypeError('canonicalJson: BigInt is not JSON');
  }
  if (value === null) return 'null';
  const object = value as object;
  if (ancestors.has(object)) throw new TypeError('canonicalJson: circular structure');
  ancestors.add(object);
  try {
    if (Array.isArray(object)) {
      return `[${object.map((item) => serialise(item, ancestors) ?? 'null').join(',')}]`;
    }
    const record = object as Record<string, unknown>;
    const members: string[] = [];
    // Default sort compares UTF-16 code units: deterministic and locale-independent.
    for (const key of Object.keys(record).sort()) {
      const text = serialise(record[key], ancestors);
      if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{${members.join(',')}}`;
  } finally {
    ancestors.delete(object);
  }
}

export interface HashInput {
  prevHash: string;
  streamId: string;
  revision: number;
  type: string;
  data: unknown;
  /** The event's metadata; its own `hash` and `prevHash` fields are ignored. */
  metadata: Record<string, unknown>;
}

/** The exact text an event's sha256 is taken over (UTF-8). */
export function eventHashText({ prevHash, streamId, revision, type, data, metadata }: HashInput): string {
  const { hash: _hash, prevHash: _prevHash, ...rest } = metadata;
  return canonicalJson({ prevHash, streamId, revision, type, data, metadata: rest });
}

/** Hex sha256 of UTF-8 text (node:crypto on servers, any implementation elsewhere). */
export type Sha256Hex = (text: string) => string;

/** An event as the chain needs it: where it sits, what it says, and the hashes it claims. */
export interface ChainedEvent {
  streamId: string;
  revision: number;
  position: number;
  id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
}

export type ChainFailureReason = 'hash_mismatch' | 'prev_hash_mismatch';
export interface ChainFailure {
  revision: number;
  position: number;
  id: string;
  type: string;
  reason: ChainFailureReason;
}

/**
 * Checks events one at a time in the order given (per stream), so a stream of any length can
 * be verified page by page in constant memory. The first event seen of a stream must have
 * prevHash '' when it is revision 0; a stream read from a later revision is trusted for its
 * first prevHash, since its predecessor is not in the list.
 */
export class HashChainVerifier {
  private readonly lastHash = new Map<string, string>();
  private readonly lastRevision = new Map<string, number>();
  count = 0;
  /** revisions skipped between two events checked (a filtered export): each is a link not proven */
  gaps = 0;

  /**
   * With `allowGaps`, an event further on in its stream than the next revision (the events in
   * between were filtered out of an export) is checked on its own hash and counted in `gaps`;
   * an event at or before a revision already seen is still a failure (reordered or repeated).
   */
  constructor(
    private readonly sha256Hex: Sha256Hex,
    private readonly options: { allowGaps?: boolean } = {},
  ) {}

  /** null when the event verifies; otherwise what is wrong with it. */
  check(event: ChainedEvent): ChainFailure | null {
    const metadata = event.metadata ?? {};
    const claimedPrev = typeof metadata.prevHash === 'string' ? metadata.prevHash : undefined;
    const expected = this.sha256Hex(
      eventHashText({
        prevHash: claimedPrev ?? '',
        streamId: event.streamId,
        revision: event.revision,
        type: event.type,
        data: event.data,
        metadata,
      }),
    );
    const bad = (reason: ChainFailureReason): ChainFailure => ({ revision: event.revision, position: event.position, id: event.id, type: event.type, reason });
    if (metadata.hash !== expected || claimedPrev === undefined) return bad('hash_mismatch');
    const seen = this.lastRevision.get(event.streamId);
    let previous = this.lastHash.get(event.streamId) ?? (event.revision === 0 ? '' : claimedPrev);
    if (this.options.allowGaps && seen !== undefined) {
      if (event.revision <= seen) return bad('prev_hash_mismatch');
      if (event.revision > seen + 1) {
        this.gaps += event.revision - seen - 1;
        previous = claimedPrev;
      }
    }
    if (claimedPrev !== previous) return bad('prev_hash_mismatch');
    this.lastHash.set(event.streamId, expected);
    this.lastRevision.set(event.streamId, event.revision);
    this.count++;
    return null;
  }
}
