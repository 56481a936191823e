import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { ChainedEvent, HistoryEntry, RecordedEvent } from '@flagstream/domain';
import { HashChainVerifier, HistoryWalker, canonicalJson } from '@flagstream/domain';

/**
 * Offline verification of an NDJSON history export (`GET /api/projects/{id}/history/export`, made
 * by a project owner or admin): every line's `chain` is hashed exactly as the event store hashed
 * it (domain/src/audit/chain.ts, the same code), linked to the line before, and the readable part
 * of the line (type, time, actor, and for an export from the first event on also summary, entity,
 * before and after, recomputed with the domain's own history walker) must say what the event says.
 */
export type FailureReason = 'malformed' | 'no_chain' | 'hash_mismatch' | 'prev_hash_mismatch' | 'entry_mismatch' | 'derived_mismatch' | 'empty';

export interface VerifyFailure {
  line: number;
  reason: FailureReason;
  message: string;
  eventId?: string;
  position?: number;
  revision?: number;
  type?: string;
}

export interface VerifyReport {
  ok: boolean;
  /** lines read (blank ones included) */
  lines: number;
  /** events that verified before the first failure (all of them when ok) */
  verified: number;
  streams: string[];
  firstRevision: number | null;
  lastRevision: number | null;
  /** events filtered out of the export between two lines: links that could not be proven */
  gaps: number;
  /** summaries, entities, before/after recomputed and compared (an export from the first event, without gaps) */
  derivedChecked: boolean;
  /** hash of the last event verified: compare it with the server's (GET .../history/verify → headHash) */
  headHash: string | null;
  failure: VerifyFailure | null;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null);

interface ExportLine extends Partial<HistoryEntry> {
  chain?: ChainedEvent;
}

export interface VerifyOptions {
  /** a filtered export: events may be missing between lines (each missing one is counted, not proven) */
  allowGaps?: boolean;
}

export async function verifyLines(lines: AsyncIterable<string> | Iterable<string>, options: VerifyOptions = {}): Promise<VerifyReport> {
  // Strict by default: a line removed from a complete export is a broken link, not a filter.
  const verifier = new HashChainVerifier(sha256Hex, { allowGaps: options.allowGaps ?? false });
  const walkers = new Map<string, HistoryWalker | null>();
  const report: VerifyReport = {
    ok: false,
    lines: 0,
    verified: 0,
    streams: [],
    firstRevision: null,
    lastRevision: null,
    gaps: 0,
    derivedChecked: false,
    headHash: null,
    failure: null,
  };
  let derivedAll = true;
  const fail = (f: VerifyFailure): VerifyReport => ({ ...report, ok: false, verified: verifier.count, gaps: verifier.gaps, derivedChecked: false, failure: f });

  for await (const raw of lines) {
    report.lines++;
    const n = report.lines;
    if (raw.trim() === '') continue;
    let line: ExportLine;
    try {
      line = JSON.parse(raw) as ExportLine;
    } catch {
      return fail({ line: n, reason: 'malformed', message: `Line ${n} is not JSON: the export was cut or altered` });
    }
    const c = line.chain;
    if (!c || typeof c !== 'object' || typeof c.streamId !== 'string' || typeof c.revision !== 'number' || !c.metadata) {
      return fail({
        line: n,
        reason: 'no_chain',
        message: `Line ${n} carries no hash-chain fields ("chain"): export the history as NDJSON as a project owner or admin, then verify that file`,
      });
    }
    const where = { eventId: c.id, position: c.position, revision: c.revision, type: c.type };
    const bad = verifier.check(c);
    if (bad) {
      const message =
        bad.reason === 'hash_mismatch'
          ? `Line ${n}: event ${c.position} (${c.type}, revision ${c.revision}) does not match its hash: it was altered after it was written`
          : `Line ${n}: event ${c.position} (${c.type}, revision ${c.revision}) does not follow the line before it: an event was removed, repeated or reordered${options.allowGaps ? '' : ' (a filtered export: verify it with --allow-gaps)'}`;
      return fail({ line: n, reason: bad.reason, message, ...where });
    }
    // The readable fields must say what the hashed event says.
    const meta = c.metadata as { at?: string; actor?: { id?: string; name?: string }; correlationId?: string };
    const checks: Array<[string, unknown, unknown]> = [
      ['eventId', line.eventId, c.id],
      ['type', line.type, c.type],
      ['position', line.position, c.position],
      ['revision', line.revision, c.revision],
      ['at', line.at, meta.at],
      ['actor.id', line.actor?.id, meta.actor?.id],
      ['actor.name', line.actor?.name, meta.actor?.name],
      ['correlationId', line.correlationId, meta.correlationId ?? ''],
    ];
    const off = checks.find(([, shown, hashed]) => !same(shown, hashed));
    if (off)
      return fail({
        line: n,
        reason: 'entry_mismatch',
        message: `Line ${n}: "${off[0]}" reads ${JSON.stringify(off[1])} but the hashed event says ${JSON.stringify(off[2])}: the line was altered`,
        ...where,
      });
    // From the first event on and without gaps, what the line derives from the events is recomputed too.
    if (!walkers.has(c.streamId)) {
      report.streams.push(c.streamId);
      walkers.set(c.streamId, c.revision === 0 && c.streamId.startsWith('project-') ? new HistoryWalker(c.streamId.slice('project-'.length)) : null);
    }
    const gapsBefore = verifier.gaps;
    const walker = walkers.get(c.streamId) ?? null;
    if (walker && gapsBefore === 0) {
      const entry = walker.step(c as unknown as RecordedEvent);
      const derived: Array<[string, unknown, unknown]> = [
        ['summary', line.summary, entry.summary],
        ['entity', line.entity, entry.entity],
        ['before', line.before, entry.before],
        ['after', line.after, entry.after],
      ];
      const wrong = derived.find(([, shown, computed]) => !same(shown, computed));
      if (wrong)
        return fail({
          line: n,
          reason: 'derived_mismatch',
          message: `Line ${n}: "${wrong[0]}" does not follow from the events: the line was altered`,
          ...where,
        });
    } else {
      walkers.set(c.streamId, null);
      derivedAll = false;
    }
    report.firstRevision ??= c.revision;
    report.lastRevision = c.revision;
    report.headHash = String(c.metadata.hash);
  }
  if (verifier.count === 0) return fail({ line: report.lines, reason: 'empty', message: 'The file holds no events' });
  return { ...report, ok: true, verified: verifier.count, gaps: verifier.gaps, derivedChecked: derivedAll && verifier.gaps === 0 };
}

/** Verifies a file ("-" reads standard input). */
export function verifyFile(path: string, stdin?: NodeJS.ReadableStream, options: VerifyOptions = {}): Promise<VerifyReport> {
  const input = path === '-' ? (stdin ?? process.stdin) : createReadStream(path, { encoding: 'utf8' });
  return verifyLines(createInterface({ input, crlfDelay: Infinity }), options);
}
