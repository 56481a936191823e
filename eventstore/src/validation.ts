/** Argument checks shared by the adapters, so both reject bad calls the same way. */
import type { ExpectedRevision, NewEvent, ReadAllOptions, ReadStreamOptions } from './port';

export function assertStreamId(streamId: unknown): asserts streamId is string {
  if (typeof streamId !== 'string' || streamId.length === 0) {
    throw new TypeError('streamId must be a non-empty string');
  }
}

export function assertExpectedRevision(expected: unknown): asserts expected is ExpectedRevision {
  if (expected === 'any') return;
  if (typeof expected !== 'number' || !Number.isSafeInteger(expected) || expected < -1) {
    throw new TypeError(`expectedRevision must be 'any' or an integer >= -1, got ${String(expected)}`);
  }
}

export function assertNewEvents(events: unknown): asserts events is NewEvent[] {
  if (!Array.isArray(events)) throw new TypeError('events must be an array');
  for (const [i, event] of events.entries()) {
    const e = event as Partial<NewEvent> | null;
    if (!e || typeof e !== 'object') throw new TypeError(`events[${i}] must be an object`);
    if (typeof e.id !== 'string' || e.id.length === 0) throw new TypeError(`events[${i}].id must be a non-empty string`);
    if (typeof e.type !== 'string' || e.type.length === 0) {
      throw new TypeError(`events[${i}].type must be a non-empty string`);
    }
    if (!e.metadata || typeof e.metadata !== 'object' || Array.isArray(e.metadata)) {
      throw new TypeError(`events[${i}].metadata must be an object`);
    }
  }
}

function assertCount(name: string, value: number | undefined, min: number): void {
  if (value === undefined) return;
  if (!Number.isSafeInteger(value) || value < min) throw new TypeError(`${name} must be an integer >= ${min}`);
}

export function normaliseReadStream(options: ReadStreamOptions = {}): { fromRevision: number; maxCount: number } {
  assertCount('fromRevision', options.fromRevision, 0);
  assertCount('maxCount', options.maxCount, 0);
  return { fromRevision: options.fromRevision ?? 0, maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER };
}

export const DEFAULT_PAGE_SIZE = 1000;

export function normaliseReadAll(options: ReadAllOptions = {}): { after: number; maxCount: number } {
  assertCount('after', options.after, 0);
  assertCount('maxCount', options.maxCount, 0);
  return { after: options.after ?? 0, maxCount: options.maxCount ?? DEFAULT_PAGE_SIZE };
}

/** JSON text of an event payload; `undefined` (not representable in JSON) is stored as null. */
export function toJsonText(value: unknown, what: string): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    throw new TypeError(`${what} is not JSON-serialisable: ${(error as Error).message}`);
  }
  return text ?? 'null';
}
