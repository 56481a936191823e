import type { ProjectEvent } from '../project/events';
import type { ProjectState } from '../project/state';

/** What an event changed, so history can be filtered by entity and show it before and after. */
export type EntityKind = 'project' | 'environment' | 'flag' | 'override' | 'member' | 'invitation' | 'plan' | 'segment' | 'token' | 'webhook';
export const ENTITY_KINDS: readonly EntityKind[] = [
  'project',
  'environment',
  'flag',
  'override',
  'member',
  'invitation',
  'plan',
  'segment',
  'token',
  'webhook',
];

export interface EntityRef {
  kind: EntityKind;
  id: string;
}

const field = (e: ProjectEvent, name: string): string | undefined => {
  const v = (e.data as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : undefined;
};

/** The entity an event is about (the project itself when it names nothing narrower). */
export function entityOf(e: ProjectEvent, projectId: string): EntityRef {
  if (e.type === 'EntityRestored') return { kind: e.data.entity.kind, id: e.data.entity.id };
  if (e.type.startsWith('FeatureFlag') || e.type.startsWith('FlagTargeting')) return { kind: 'flag', id: field(e, 'flagId') ?? '' };
  if (e.type.startsWith('Segment')) return { kind: 'segment', id: field(e, 'segmentId') ?? '' };
  if (e.type === 'EnvironmentPromoted') return { kind: 'environment', id: e.data.toEnvironmentId };
  if (e.type.startsWith('Override')) return { kind: 'override', id: field(e, 'overrideId') ?? '' };
  if (e.type.startsWith('ApiToken')) return { kind: 'token', id: field(e, 'tokenId') ?? '' };
  if (e.type.startsWith('Webhook')) return { kind: 'webhook', id: field(e, 'webhookId') ?? '' };
  if (e.type.startsWith('Environment')) return { kind: 'environment', id: field(e, 'environmentId') ?? '' };
  if (e.type.startsWith('Plan')) return { kind: 'plan', id: projectId };
  if (e.type === 'MemberInvited' || e.type.startsWith('Invitation')) return { kind: 'invitation', id: field(e, 'invitationId') ?? '' };
  if (e.type.startsWith('Member')) return { kind: 'member', id: field(e, 'userId') ?? '' };
  return { kind: 'project', id: projectId };
}

/**
 * The entity as it stands in a state, in the shape people read, or null when it does not
 * exist there. Secrets are left out: API keys and invitation token hashes never reach history.
 */
export function entitySnapshot(s: ProjectState, ref: EntityRef): Record<string, unknown> | null {
  switch (ref.kind) {
    case 'flag': {
      const f = s.flags[ref.id];
      return f ? { ...f } : null;
    }
    case 'environment': {
      const env = s.environments[ref.id];
      if (!env) return null;
      const { apiKey: _secret, clientKey: _client, ...rest } = env;
      return { ...rest };
    }
    case 'override': {
      const o = s.overrides[ref.id];
      return o ? { ...o } : null;
    }
    case 'member': {
      const m = s.members[ref.id];
      return m ? { ...m } : null;
    }
    case 'invitation': {
      const i = s.invitations[ref.id];
      if (!i) return null;
      const { tokenHash: _secret, ...rest } = i;
      return { ...rest };
    }
    case 'plan':
      return s.status === 'none' ? null : { ...s.plan };
    case 'token': {
      const t = s.apiTokens?.[ref.id];
      if (!t) return null;
      const { tokenHash: _secret, ...rest } = t;
      return { ...rest };
    }
    case 'webhook': {
      const w = s.webhooks?.[ref.id];
      if (!w) return null;
      const { secret: _secret, ...rest } = w;
      return { ...rest };
    }
    case 'segment': {
      const seg = s.segments?.[ref.id];
      return seg ? { ...seg } : null;
    }
    case 'project':
      if (s.status === 'none') return null;
      return {
        id: s.id,
        uuid: s.uuid,
        slug: s.slug,
        name: s.name,
        description: s.description,
        status: s.projectStatus,
        deleted: s.status === 'deleted',
        ownerId: s.ownerId,
        ownerName: s.ownerName,
        createdAt: s.createdAt,
        updatedAt: s.updatedAt,
      };
  }
}

/** A display name for an entity, looked up in the states around a change. */
export function entityName(ref: EntityRef, ...states: ProjectState[]): string {
  for (const s of states) {
    switch (ref.kind) {
      case 'flag':
        if (s.flags[ref.id]) return s.flags[ref.id]!.name;
        break;
      case 'environment':
        if (s.environments[ref.id]) return s.environments[ref.id]!.name;
        break;
      case 'override':
        if (s.overrides[ref.id]) return s.overrides[ref.id]!.name;
        break;
      case 'member':
        if (s.members[ref.id]) return s.members[ref.id]!.name || s.members[ref.id]!.email;
        break;
      case 'invitation':
        if (s.invitations[ref.id]) return s.invitations[ref.id]!.email;
        break;
      case 'plan':
        if (s.status !== 'none') return s.plan.planId;
        break;
      case 'token':
        if (s.apiTokens?.[ref.id]) return s.apiTokens[ref.id]!.name;
        break;
      case 'webhook':
        if (s.webhooks?.[ref.id]) return s.webhooks[ref.id]!.url;
        break;
      case 'segment':
        if (s.segments?.[ref.id]) return s.segments[ref.id]!.name;
        break;
      case 'project':
        if (s.status !== 'none') return s.name;
        break;
    }
  }
  return '';
}
