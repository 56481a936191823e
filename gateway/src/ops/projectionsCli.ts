/**
 * `npm run projections:quarantine -- <command>`: the operator's tool for poison events (issue 15).
 *
 *   list                          the quarantined streams (from a running gateway's /readyz)
 *   skip <position> [--reason ""]  never apply that event; re-project its stream without it
 *   retry <projectId|streamId>    re-project a stream from its first event (after a code fix or a repair)
 *
 * skip and retry append an event to the `ops-projections` stream of the event store (with the
 * operator's name, sealed in the hash chain like every event): the audit trail of what was
 * skipped, by whom and why. Every projections runner (in-process or the projections process)
 * applies it in order, so all gateways agree. Options: --operator NAME (default $USER),
 * --gateway URL (for list; default http://localhost:$PORT).
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { EventStore } from '@flagstream/eventstore';
import { EventDecodeError, openEventStoreFromEnv, sealEvents } from '@flagstream/eventstore';
import { OPS_EVENTS, OPS_STREAM } from '@flagstream/projections';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export interface CliDeps {
  /** the event store (default: from the environment, as the gateway opens it) */
  store?: EventStore;
  fetch?: typeof fetch;
  env?: Record<string, string | undefined>;
}

const USAGE = 'usage: projections:quarantine -- list | skip <position> [--reason TEXT] | retry <projectId|streamId>  [--operator NAME] [--gateway URL]';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** The stream an event belongs to, even when its data cannot be read. */
async function streamOfPosition(store: EventStore, position: number): Promise<{ streamId: string; revision: number; type: string } | null> {
  try {
    const [e] = await store.readAll({ after: position - 1, maxCount: 1 });
    return e && e.position === position ? { streamId: e.streamId, revision: e.revision, type: e.type } : null;
  } catch (error) {
    if (error instanceof EventDecodeError && error.position === position) return { streamId: error.streamId, revision: error.revision, type: 'unreadable' };
    throw error;
  }
}

async function appendOps(store: EventStore, type: string, data: Record<string, unknown>, operator: string): Promise<number> {
  const events = await store.readStream(OPS_STREAM);
  const last = events.at(-1);
  const sealed = sealEvents({
    streamId: OPS_STREAM,
    revision: last?.revision ?? -1,
    prevHash: last?.metadata.hash ?? '',
    events: [
      {
        id: randomUUID(),
        type,
        data,
        metadata: {
          actor: { id: `operator:${operator}`, name: operator },
          at: new Date().toISOString(),
          correlationId: randomUUID(),
          causationId: randomUUID(),
          schemaVersion: 1,
        },
      },
    ],
  });
  return (await store.append(OPS_STREAM, sealed, last?.revision ?? -1)).position;
}

/** Runs one command; returns the process exit code. */
export async function runProjectionsCli(args: string[], io: CliIo, deps: CliDeps = {}): Promise<number> {
  const env = deps.env ?? process.env;
  const [command, target] = args;
  const operator = option(args, 'operator') ?? env.USER ?? 'operator';
  if (command === 'list') {
    const gateway = option(args, 'gateway') ?? `http://localhost:${env.PORT ?? '4000'}`;
    const res = await (deps.fetch ?? fetch)(new URL('/readyz', gateway));
    const body = (await res.json()) as {
      quarantined?: Array<{ streamId: string; position: number; revision: number; type: string; reason: string; at: string }>;
      quarantinedCount?: number;
    };
    const list = body.quarantined ?? [];
    if (list.length === 0) io.out('No stream is quarantined.');
    for (const q of list) io.out(`${q.streamId}  event ${q.position} (revision ${q.revision}, ${q.type}) since ${q.at}: ${q.reason}`);
    return 0;
  }
  if ((command !== 'skip' && command !== 'retry') || !target) {
    io.err(USAGE);
    return 2;
  }
  const store = deps.store ?? (await openEventStoreFromEnv(env));
  try {
    if (command === 'skip') {
      const position = Number(target);
      if (!Number.isSafeInteger(position) || position <= 0) {
        io.err(`skip needs the position of the event (a positive integer), got "${target}"`);
        return 2;
      }
      const found = await streamOfPosition(store, position);
      if (!found) {
        io.err(`No event at position ${position}.`);
        return 1;
      }
      const reason = option(args, 'reason') ?? '';
      const at = await appendOps(store, OPS_EVENTS.skip, { position, streamId: found.streamId, revision: found.revision, type: found.type, reason }, operator);
      io.out(`Event ${position} (${found.streamId} revision ${found.revision}) will be skipped; recorded as event ${at} of ${OPS_STREAM} by ${operator}.`);
      return 0;
    }
    const streamId = /^(project|user|payment)-/.test(target) ? target : `project-${target}`;
    if ((await store.streamRevision(streamId)) < 0) {
      io.err(`No stream ${streamId}.`);
      return 1;
    }
    const at = await appendOps(store, OPS_EVENTS.retry, { streamId }, operator);
    io.out(`${streamId} will be projected again from its first event; recorded as event ${at} of ${OPS_STREAM} by ${operator}.`);
    return 0;
  } finally {
    if (!deps.store) await store.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runProjectionsCli(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) }).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(`projections:quarantine failed: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    },
  );
}
