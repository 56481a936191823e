/**
 * Tamper evidence: every event's metadata carries `hash` = sha256 over its content and the
 * previous event's hash (`prevHash`), so altering, removing or reordering any stored event
 * breaks the chain of its stream from that event on.
 */
import { createHash } from 'node:crypto';
import type { EventMetadata, NewEvent, StoredEvent } from './port';

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

/** Hex sha256 of the canonical JSON of the event's content and its predecessor's hash. */
export function computeEventHash({ prevHash, streamId, revision, type, data, metadata }: HashInput): string {
  const { hash: _hash, prevHash: _prevHash, ...rest } = metadata;
  const text = canonicalJson({ prevHash, streamId, revision, type, data, metadata: rest });
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** An event as a decider produces it, before it is placed in its stream's chain. */
export interface UnsealedEvent {
  id: string;
  type: string;
  data: unknown;
  metadata: Omit<EventMetadata, 'hash' | 'prevHash'>;
}

/**
 * Fills `prevHash`/`hash` for events about to be appended after `revision` (the expected
 * revision, -1 for a new stream) whose last event has hash `prevHash` ('' for a new stream).
 */
export function sealEvents(args: { streamId: string; revision: number; prevHash: string; events: UnsealedEvent[] }): NewEvent[] {
  let prevHash = args.prevHash;
  return args.events.map((event, i) => {
    const revision = args.revision + 1 + i;
    const hash = computeEventHash({ prevHash, streamId: args.streamId, revision, type: event.type, data: event.data, metadata: event.metadata });
    const sealed: NewEvent = { ...event, metadata: { ...event.metadata, prevHash, hash } as EventMetadata };
    prevHash = hash;
    return sealed;
  });
}

export type ChainVerification =
  | { ok: true; count: number }
  | {
      ok: false;
      /** events that verified before the first bad one */
      count: number;
      firstBad: { revision: number; position: number; id: string; type: string; reason: 'hash_mismatch' | 'prev_hash_mismatch' };
    };

/**
 * Checks events one at a time in the order given (per stream), so a stream of any length can
 * be verified page by page in constant memory. The first event seen of a stream must have
 * prevHash '' when it is revision 0; a stream read from a later revision is trusted for its
 * first prevHash, since its predecessor is not in the list.
 */
export class ChainVerifier {
  private readonly lastHash = new Map<string, string>();
  count = 0;

  /** null when the event verifies; otherwise what is wrong with it. */
  check(event: StoredEvent): Extract<ChainVerification, { ok: false }>['firstBad'] | null {
    const metadata = event.metadata as Partial<EventMetadata> & Record<string, unknown>;
    const claimedPrev = typeof metadata.prevHash === 'string' ? metadata.prevHash : undefined;
    const expected = computeEventHash({
      prevHash: claimedPrev ?? '',
      streamId: event.streamId,
      revision: event.revision,
      type: event.type,
      data: event.data,
      metadata,
    });
    const bad = (reason: 'hash_mismatch' | 'prev_hash_mismatch') =>
      ({ revision: event.revision, position: event.position, id: event.id, type: event.type, reason });
    if (metadata.hash !== expected || claimedPrev === undefined) return bad('hash_mismatch');
    const previous = this.lastHash.get(event.streamId) ?? (event.revision === 0 ? '' : claimedPrev);
    if (claimedPrev !== previous) return bad('prev_hash_mismatch');
    this.lastHash.set(event.streamId, expected);
    this.count++;
    return null;
  }
}

/** Checks a list of events (see ChainVerifier). */
export function verifyChain(events: StoredEvent[]): ChainVerification {
  const verifier = new ChainVerifier();
  for (const event of events) {
    const firstBad = verifier.check(event);
    if (firstBad) return { ok: false, count: verifier.count, firstBad };
  }
  return { ok: true, count: verifier.count };
}
