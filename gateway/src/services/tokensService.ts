import { randomBytes } from 'node:crypto';
import type { ApiTokenState, ProjectState } from '@flagstream/domain';
import { z } from 'zod';
import {
  API_TOKEN_PATTERN,
  DomainError,
  TOKEN_NOT_FOUND_MESSAGE,
  createApiTokenInput,
  parseInput,
  permissionsFor,
  tokenActive,
  tokenKindSchema,
  tokenScopeSchema,
  tokensOf,
} from '@flagstream/domain';
import { keys } from '@flagstream/projections';
import type { Caller } from '../auth/caller';
import type { ApiTokenResolver } from '../auth/authenticator';
import { AUTH_MESSAGES } from '../auth/authenticator';
import type { AutomationStore } from '../webhooks/store';
import type { RequestContext, ServiceContext } from './serviceContext';
import { createdId, notFound, sha256Hex } from './serviceContext';

/** `fst_` and 32 random bytes, base64url: shown once, only its sha256 is stored. */
export const newApiToken = (): string => `fst_${randomBytes(32).toString('base64url')}`;

/** What the read models keep per token hash (projections/projectProjector: ApiTokenCreated). */
/** The read model's entry of a token (by its hash), checked as it is read: it decides who a request acts as. */
const tokenIndexSchema = z.object({
  projectId: z.string(),
  tokenId: z.string(),
  name: z.string(),
  kind: tokenKindSchema,
  scope: tokenScopeSchema,
  createdBy: z.object({ id: z.string(), name: z.string() }),
  expiresAt: z.number().nullable(),
});

/** Last-used times are written at most this often per token and process. */
const TOUCH_EVERY_MS = 60_000;
const tokenNotFound = notFound('TOKEN_NOT_FOUND', TOKEN_NOT_FOUND_MESSAGE);

export interface CreateTokenData {
  name?: unknown;
  kind?: unknown;
  scope?: unknown;
  expiresInDays?: unknown;
}

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

export function tokenView(t: ApiTokenState, s: ProjectState, now: number, lastUsedAt: number | undefined) {
  return {
    id: t.id,
    name: t.name,
    kind: t.kind,
    scope: t.scope,
    project: { id: s.id, name: s.name },
    /** enough of the token to tell it apart: never the token */
    preview: `fst_…${t.hint}`,
    createdBy: t.createdBy,
    createdAt: iso(t.createdAt)!,
    expiresAt: iso(t.expiresAt),
    revokedAt: iso(t.revokedAt),
    lastUsedAt: iso(lastUsedAt),
    status: t.revokedAt !== null ? ('revoked' as const) : tokenActive(t, now) ? ('active' as const) : ('expired' as const),
  };
}
export type TokenView = ReturnType<typeof tokenView>;

/**
 * API tokens (issue 19): issued once, stored as a hash, resolved on every request from the read
 * models (never from this process's caches, so a revocation on any gateway applies at once).
 */
export class TokensService implements ApiTokenResolver {
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly sc: ServiceContext,
    private readonly store: AutomationStore,
  ) {}

  async resolve(token: string): Promise<Caller> {
    if (!API_TOKEN_PATTERN.test(token)) throw new DomainError('UNAUTHENTICATED', AUTH_MESSAGES.invalid);
    const rt = this.sc.rt;
    // An in-process read model may trail appends made by another process: catch up first.
    if (rt.read.kind === 'memory' && rt.runner) await rt.runner.waitFor(await rt.store.headPosition());
    const raw = await rt.read.get(keys.apiToken(sha256Hex(token)));
    if (raw === null) throw new DomainError('UNAUTHENTICATED', AUTH_MESSAGES.invalid);
    const entry = tokenIndexSchema.safeParse(JSON.parse(raw));
    if (!entry.success) throw new DomainError('UNAUTHENTICATED', AUTH_MESSAGES.invalid);
    const t = entry.data;
    const now = this.sc.now();
    if (t.expiresAt !== null && now >= t.expiresAt) throw new DomainError('UNAUTHENTICATED', AUTH_MESSAGES.expired);
    this.touch(t.tokenId, now);
    return {
      userId: t.createdBy.id,
      name: t.name,
      email: '',
      sessionId: null,
      token: { id: t.tokenId, name: t.name, kind: t.kind, scope: t.scope, projectId: t.projectId },
    };
  }

  /** Remembers when a token was used (throttled; a failure to record it never fails the request). */
  private touch(tokenId: string, now: number): void {
    const last = this.touched.get(tokenId) ?? 0;
    if (now - last < TOUCH_EVERY_MS) return;
    this.touched.set(tokenId, now);
    if (this.touched.size > 10_000) this.touched.delete(this.touched.keys().next().value!);
    this.store.touchToken(tokenId, now).catch(() => this.touched.delete(tokenId));
  }

  private async views(states: Array<{ state: ProjectState; tokens: ApiTokenState[] }>): Promise<TokenView[]> {
    const ids = states.flatMap((x) => x.tokens.map((t) => t.id));
    const used = await this.store.tokensLastUsed(ids).catch((): Record<string, number> => ({}));
    const now = this.sc.now();
    return states.flatMap(({ state, tokens }) => tokens.sort((a, b) => b.createdAt - a.createdAt).map((t) => tokenView(t, state, now, used[t.id])));
  }

  /** A project's tokens the caller may see: their own personal ones, and the project's service tokens if they manage it (all personal ones too). */
  async list(ctx: RequestContext, projectId: string): Promise<TokenView[]> {
    const { state, viewer } = await this.sc.visible(ctx, projectId);
    const manages = viewer.permissions.canManageProject;
    const tokens = Object.values(tokensOf(state)).filter((t) => manages || (t.kind === 'personal' && t.createdBy.id === ctx.caller.userId));
    return this.views([{ state, tokens }]);
  }

  /** The caller's personal tokens in every project they belong to (the user menu's screen). */
  async mine(ctx: RequestContext): Promise<TokenView[]> {
    const out = [];
    for (const id of await this.sc.projectIdsFor(ctx)) {
      const state = await this.sc.state(id);
      if (!state || this.sc.roleIn(ctx, state) === null) continue;
      out.push({ state, tokens: Object.values(tokensOf(state)).filter((t) => t.kind === 'personal' && t.createdBy.id === ctx.caller.userId) });
    }
    return (await this.views(out)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Issues a token: the answer carries it once (`token`), nothing can show it again. */
  async create(ctx: RequestContext, projectId: string, data: CreateTokenData): Promise<TokenView & { token: string }> {
    await this.sc.visible(ctx, projectId);
    const token = newApiToken();
    // The domain's schema names the token's kind `kind`; the command calls it `tokenKind` (`kind` is the command's).
    const input = parseInput(createApiTokenInput, {
      name: data.name,
      tokenHash: sha256Hex(token),
      hint: token.slice(-4),
      ...(data.kind !== undefined && data.kind !== null ? { kind: data.kind } : {}),
      ...(data.scope !== undefined && data.scope !== null ? { scope: data.scope } : {}),
      ...(data.expiresInDays !== undefined ? { expiresInDays: data.expiresInDays } : {}),
    });
    const { state, events } = await this.sc.run(ctx, projectId, {
      kind: 'CreateApiToken',
      name: input.name,
      tokenHash: input.tokenHash,
      hint: input.hint,
      tokenKind: input.kind,
      scope: input.scope,
      ...(input.expiresInDays !== undefined ? { expiresInDays: input.expiresInDays } : {}),
    });
    const t = tokensOf(state)[createdId(events, 'ApiTokenCreated', 'tokenId')]!;
    return { ...tokenView(t, state, this.sc.now(), undefined), token };
  }

  async revoke(ctx: RequestContext, tokenId: string): Promise<TokenView> {
    const { projectId, state: current } = await this.sc.locate(ctx, tokenId, tokenNotFound, (s) => tokenId in tokensOf(s));
    // Someone else's personal token is not theirs to know of.
    const t = tokensOf(current)[tokenId]!;
    if (t.kind === 'personal' && t.createdBy.id !== ctx.caller.userId && !permissionsFor(this.sc.roleIn(ctx, current)).canManageProject) tokenNotFound();
    const { state } = await this.sc.run(ctx, projectId, { kind: 'RevokeApiToken', tokenId });
    return tokenView(tokensOf(state)[tokenId]!, state, this.sc.now(), undefined);
  }
}
