import { keys } from '@flagstream/projections';
import type { CachedDoc, DocCache } from './docCache';
import type { ConfigRequest } from './configRequest';

/** The read store is empty while the event store is not (flushed, restarted empty, rebuilding): answer 503, not 404. */
export class ReadModelsMissingError extends Error {
  constructor() {
    super('The read models are being rebuilt');
    this.name = 'ReadModelsMissingError';
  }
}

export type ConfigLookup = { ok: true; doc: CachedDoc; key: string } | { ok: false; message: string };

/**
 * Finds the served document for a request. An override past its expiry stops applying at
 * that instant: its environment's document is served, whether or not an event has said so.
 */
export class ConfigService {
  constructor(
    private readonly cache: DocCache,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Synchronous fast path: a cached, unexpired document, or undefined when the slow path is needed. */
  peek(req: ConfigRequest): CachedDoc | undefined {
    const doc = this.cache.peek(req.key);
    if (!doc) return undefined;
    if (doc.expiresAt !== null && this.clock() >= doc.expiresAt) return undefined;
    return doc;
  }

  async lookup(req: ConfigRequest): Promise<ConfigLookup> {
    const key = req.key;
    const remembered = this.cache.peek(key);
    const doc = remembered === undefined ? await this.cache.get(key) : remembered;
    if (doc) return this.served(doc, key);
    // Emptied read models (a flushed or restarted Redis, before the rebuild lands) would make
    // every configuration look deleted: that is a 503, not a 404.
    if (!(await this.cache.readModelsPresent())) throw new ReadModelsMissingError();
    // A miss remembered from before a rebuild landed may be stale: ask the store once more
    // (a miss just read from the store is not: it is not read twice).
    if (remembered === null) {
      const late = await this.cache.fresh(key);
      if (late) return this.served(late, key);
    }
    return { ok: false, message: await this.notFoundMessage(req) };
  }

  private async served(doc: CachedDoc, key: string): Promise<ConfigLookup> {
    if (doc.expiresAt !== null && doc.fallback && this.clock() >= doc.expiresAt) {
      const fallback = await this.cache.get(doc.fallback);
      if (fallback) return { ok: true, doc: fallback, key: doc.fallback };
    }
    return { ok: true, doc, key };
  }

  /** Which part is unknown, so a client can tell a typo from a deleted environment. */
  private async notFoundMessage(req: ConfigRequest): Promise<string> {
    if (!(await this.cache.get(keys.configProject(req.projectUuid)))) return 'Project not found';
    if (req.overrideUuid && (await this.cache.get(keys.config(req.projectUuid, req.environmentUuid)))) return 'Override not found for this environment';
    return 'Environment not found for this project';
  }
}
