/** Every read-model key in one place, so the projector and the gateway agree. */
export const keys = {
  checkpoint: 'checkpoint',
  projectSnapshot: (projectId: string) => `state:${projectId}`,
  configProject: (projectUuid: string) => `cfgproj:${projectUuid}`,
  config: (projectUuid: string, environmentUuid: string, overrideUuid?: string) =>
    overrideUuid ? `cfg:${projectUuid}:${environmentUuid}:${overrideUuid}` : `cfg:${projectUuid}:${environmentUuid}`,
  ofrep: (environmentUuid: string, overrideUuid?: string) => (overrideUuid ? `ofrep:${environmentUuid}:${overrideUuid}` : `ofrep:${environmentUuid}`),
  apiKey: (apiKeyHash: string) => `apikey:${apiKeyHash}`,
  userProjects: (userId: string) => `userprojects:${userId}`,
  invitation: (tokenHash: string) => `invite:${tokenHash}`,
  activity: (projectId: string) => `activity:${projectId}`,
  /** which project an environment, flag, override or invitation id belongs to (routes name only the entity) */
  entityProject: (entityId: string) => `owner:${entityId}`,
  /** "projectId|invitationId" of every invitation sent to an address (auto-accept on sign-in) */
  invitationsByEmail: (email: string) => `invitesbyemail:${email.toLowerCase()}`,
  user: (userId: string) => `user:${userId}`,
  payment: (orderId: string) => `payment:${orderId}`,
} as const;
