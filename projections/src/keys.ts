/** Every read-model key in one place, so the projector and the gateway agree. */
export const keys = {
  checkpoint: 'checkpoint',
  projectSnapshot: (projectId: string) => `state:${projectId}`,
  configProject: (projectUuid: string) => `cfgproj:${projectUuid}`,
  config: (projectUuid: string, environmentUuid: string, overrideUuid?: string) =>
    overrideUuid ? `cfg:${projectUuid}:${environmentUuid}:${overrideUuid}` : `cfg:${projectUuid}:${environmentUuid}`,
  /** the environment's complete flagd document (flags, variants, targeting, segments as $evaluators) */
  flagd: (environmentUuid: string) => `flagd:${environmentUuid}`,
  ofrep: (environmentUuid: string, overrideUuid?: string) => (overrideUuid ? `ofrep:${environmentUuid}:${overrideUuid}` : `ofrep:${environmentUuid}`),
  apiKey: (apiKeyHash: string) => `apikey:${apiKeyHash}`,
  /** an API token by the sha256 of the token: what the gateway needs to authenticate it; deleted when revoked */
  apiToken: (tokenHash: string) => `apitoken:${tokenHash}`,
  userProjects: (userId: string) => `userprojects:${userId}`,
  invitation: (tokenHash: string) => `invite:${tokenHash}`,
  activity: (projectId: string) => `activity:${projectId}`,
  /** which project an environment, flag, override or invitation id belongs to (routes name only the entity) */
  entityProject: (entityId: string) => `owner:${entityId}`,
  /** "projectId|invitationId" of every invitation sent to an address (auto-accept on sign-in) */
  invitationsByEmail: (email: string) => `invitesbyemail:${email.toLowerCase()}`,
  /** "projectId|invitationId" of every invitation addressed to a user id (add-team-member): theirs to accept or decline */
  invitationsByUser: (userId: string) => `invitesbyuser:${userId}`,
  /** a project whose read models are quarantined after an event they could not apply: {streamId, revision, position, reason, at} */
  quarantine: (projectId: string) => `quarantine:${projectId}`,
  /** ids of the quarantined projects (readiness and metrics list them) */
  quarantined: 'quarantined',
  /** positions the operator chose to skip (poison events), each "position" */
  skippedEvents: 'skipped-events',
  /** the projections process's heartbeat (Redis mode): {at, position, pid} */
  heartbeat: 'projections-heartbeat',
  user: (userId: string) => `user:${userId}`,
  payment: (orderId: string) => `payment:${orderId}`,
} as const;
