import { z } from 'zod';
import type { ProjectEvent } from '../project/events';
import type { ProjectState } from '../project/state';
import type { CommandContext, DomainEvent } from '../shared/decider';
import { actorRole, requirePermission, requireProject } from '../project/access';
import { fail } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { idSchema, requiredText } from '../shared/schemas';
import { own } from '../shared/own';
import type { TokenScope } from './scopes';
import { SCOPE_ROLE, TOKEN_SCOPES, maxScopeFor, scopeAllowedFor } from './scopes';
import { permissionsFor } from '../members/permissions';

/** personal: acts as its creator, seen only by them; project: a service token managed by the project's admins. */
export type TokenKind = 'personal' | 'project';
export const TOKEN_KINDS: readonly TokenKind[] = ['personal', 'project'];

/** Active tokens one project may hold at once. */
export const MAX_TOKENS_PER_PROJECT = 200;
/** Longest lifetime a token may be given (none: it lives until revoked). */
export const MAX_TOKEN_DAYS = 3650;

export interface ApiTokenState {
  id: string;
  name: string;
  kind: TokenKind;
  scope: TokenScope;
  /** sha256 hex of the token: the token itself is shown once and never stored */
  tokenHash: string;
  /** the token's last four characters, so people can tell their tokens apart */
  hint: string;
  createdBy: { id: string; name: string };
  createdAt: number;
  /** null: until revoked */
  expiresAt: number | null;
  revokedAt: number | null;
}

export type ApiTokenCreated = DomainEvent<
  'ApiTokenCreated',
  {
    tokenId: string;
    name: string;
    kind: TokenKind;
    scope: TokenScope;
    tokenHash: string;
    hint: string;
    createdBy: { id: string; name: string };
    createdAt: number;
    expiresAt: number | null;
  }
>;
export type ApiTokenRevoked = DomainEvent<'ApiTokenRevoked', { tokenId: string; revokedAt: number }>;
export type ApiTokenEvent = ApiTokenCreated | ApiTokenRevoked;

export const tokenScopeSchema = z.enum(TOKEN_SCOPES as unknown as ['read', 'write', 'admin'], { error: 'Scope must be one of read, write, admin' });
export const tokenKindSchema = z.enum(TOKEN_KINDS as unknown as ['personal', 'project'], { error: 'Kind must be personal or project' });

export const createApiTokenInput = z.object({
  name: requiredText('Token name', 100),
  kind: tokenKindSchema.default('personal'),
  scope: tokenScopeSchema.default('read'),
  /** days until it expires; absent: until revoked */
  expiresInDays: z
    .number()
    .int()
    .min(1, 'expiresInDays must be between 1 and 3650')
    .max(MAX_TOKEN_DAYS, 'expiresInDays must be between 1 and 3650')
    .nullable()
    .optional(),
  /** sha256 hex of the token; the token itself never enters the domain */
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/, 'tokenHash must be a sha256 hex digest'),
  hint: z.string().regex(/^[A-Za-z0-9_-]{4}$/, 'hint must be 4 characters of the token'),
});
export const revokeApiTokenInput = z.object({ tokenId: idSchema });

export type TokenCommand =
  | ({ kind: 'CreateApiToken' } & Omit<z.input<typeof createApiTokenInput>, 'kind'> & { tokenKind?: TokenKind })
  | ({ kind: 'RevokeApiToken' } & z.input<typeof revokeApiTokenInput>);

export const tokensOf = (s: ProjectState): Record<string, ApiTokenState> => (s as { apiTokens?: Record<string, ApiTokenState> }).apiTokens ?? {};

/** Is a token usable at `now`: not revoked, not expired. */
export const tokenActive = (t: Pick<ApiTokenState, 'revokedAt' | 'expiresAt'>, now: number): boolean =>
  t.revokedAt === null && (t.expiresAt === null || now < t.expiresAt);

export const TOKEN_NOT_FOUND_MESSAGE = 'API token not found';

/** Tokens manage nothing about tokens: a leaked token cannot mint itself successors. */
function requireNotViaToken(ctx: CommandContext, what: string): void {
  if (ctx.actor.via) fail('FORBIDDEN', `An API token cannot ${what}; sign in to do it`);
}

export function decideToken(cmd: TokenCommand, s: ProjectState, ctx: CommandContext): ProjectEvent[] {
  switch (cmd.kind) {
    case 'CreateApiToken': {
      requirePermission(s, ctx.actor, 'canView');
      requireNotViaToken(ctx, 'create API tokens');
      const input = parseInput(createApiTokenInput, { ...cmd, kind: cmd.tokenKind });
      const role = actorRole(s, ctx.actor);
      if (input.kind === 'project' && !ctx.actor.system && !permissionsFor(role).canManageProject) {
        fail('FORBIDDEN', 'You do not have permission to manage project tokens', { role });
      }
      if (!ctx.actor.system && !scopeAllowedFor(input.scope, role)) {
        fail('FORBIDDEN', `A ${role} may give a token at most the ${maxScopeFor(role)} scope`, { role, maxScope: maxScopeFor(role) });
      }
      const active = Object.values(tokensOf(s)).filter((t) => tokenActive(t, ctx.now)).length;
      if (active >= MAX_TOKENS_PER_PROJECT)
        fail('QUOTA_EXCEEDED', `A project may have at most ${MAX_TOKENS_PER_PROJECT} active API tokens; revoke some first`, {
          max: MAX_TOKENS_PER_PROJECT,
          count: active,
        });
      if (Object.values(tokensOf(s)).some((t) => t.tokenHash === input.tokenHash)) fail('VALIDATION_FAILED', 'This token was already issued');
      return [
        {
          type: 'ApiTokenCreated',
          data: {
            tokenId: ctx.newId(),
            name: input.name,
            kind: input.kind,
            scope: input.scope,
            tokenHash: input.tokenHash,
            hint: input.hint,
            createdBy: { id: ctx.actor.id, name: ctx.actor.name },
            createdAt: ctx.now,
            expiresAt: input.expiresInDays ? ctx.now + input.expiresInDays * 86_400_000 : null,
          },
        },
      ];
    }
    case 'RevokeApiToken': {
      requireProject(s);
      requireNotViaToken(ctx, 'revoke API tokens');
      const { tokenId } = parseInput(revokeApiTokenInput, cmd);
      const role = actorRole(s, ctx.actor);
      if (role === null && !ctx.actor.system) fail('PROJECT_NOT_FOUND', 'Project not found');
      const t = own(tokensOf(s), tokenId);
      // Someone else's personal token is not theirs to see: not found, unless they manage the project.
      const mine = t?.createdBy.id === ctx.actor.id;
      const manages = ctx.actor.system || permissionsFor(role).canManageProject;
      if (!t || (t.kind === 'personal' && !mine && !manages)) fail('TOKEN_NOT_FOUND', TOKEN_NOT_FOUND_MESSAGE);
      if (t.kind === 'project' && !manages) fail('FORBIDDEN', 'You do not have permission to manage project tokens', { role });
      if (t.revokedAt !== null) return [];
      return [{ type: 'ApiTokenRevoked', data: { tokenId: t.id, revokedAt: ctx.now } }];
    }
  }
}

export function evolveToken(s: ProjectState, e: ApiTokenEvent): ProjectState {
  const tokens = tokensOf(s);
  switch (e.type) {
    case 'ApiTokenCreated': {
      const d = e.data;
      const t: ApiTokenState = {
        id: d.tokenId,
        name: d.name,
        kind: d.kind,
        scope: d.scope,
        tokenHash: d.tokenHash,
        hint: d.hint,
        createdBy: d.createdBy,
        createdAt: d.createdAt,
        expiresAt: d.expiresAt,
        revokedAt: null,
      };
      return { ...s, apiTokens: { ...tokens, [t.id]: t } };
    }
    case 'ApiTokenRevoked': {
      const t = own(tokens, e.data.tokenId);
      return t ? { ...s, apiTokens: { ...tokens, [t.id]: { ...t, revokedAt: e.data.revokedAt } } } : s;
    }
  }
}

/** The role a token's scope gives, for display. */
export const scopeRole = (scope: TokenScope) => SCOPE_ROLE[scope];
