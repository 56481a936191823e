/**
 * Tamper evidence: every event's metadata carries `hash` = sha256 over its content and the
 * previous event's hash (`prevHash`), so altering, removing or reordering any stored event
 * breaks the chain of its stream from that event on.
 */
import { createHash } from 'node:crypto';
import type { ChainedEvent, HashInput } from '@flagstream/domain';
import { eventHashText, HashChainVerifier } from '@flagstream/domain';
import type { EventMetadata, NewEvent, StoredEvent } from './port';

/** The canonical form lives in the domain, so an offline verifier (the CLI) hashes exactly the same bytes. */
export { canonicalJson } from '@flagstream/domain';

export type { HashInput } from '@flagstream/domain';

/** Hex sha256 of the canonical JSON of the event's content and its predecessor's hash. */
export function computeEventHash(input: HashInput): string {
  return sha256Hex(eventHashText(input));
}

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

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

/** The domain's verifier (audit/chain.ts) with node's sha256: the same rules the offline verifier applies. */
export class ChainVerifier {
  private readonly inner = new HashChainVerifier(sha256Hex);

  get count(): number {
    return this.inner.count;
  }

  /** null when the event verifies; otherwise what is wrong with it. */
  check(event: StoredEvent): Extract<ChainVerification, { ok: false }>['firstBad'] | null {
    return this.inner.check(event as unknown as ChainedEvent);
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
