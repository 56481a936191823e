import type { UserCommand, UserState } from '@flagstream/domain';
import { fail, updatePreferencesInput, updateProfileInput } from '@flagstream/domain';
import { keys } from '@flagstream/projections';
import type { RequestContext, ServiceContext } from './serviceContext';
import { commandOf } from './serviceContext';

export class UsersService {
  constructor(private readonly sc: ServiceContext) {}

  private view(ctx: RequestContext, s: UserState) {
    return {
      id: ctx.caller.userId,
      clerk_id: ctx.caller.userId,
      full_name: s.profile.fullName,
      email: s.profile.email,
      bio: s.profile.bio ?? null,
      company: s.profile.company ?? null,
      preferences: s.preferences,
      createdAt: new Date(s.createdAt).toISOString(),
      updatedAt: new Date(s.updatedAt).toISOString(),
    };
  }

  async info(ctx: RequestContext) {
    const doc = await this.sc.rt.cache.getJson<{ state: UserState }>(keys.user(ctx.caller.userId));
    if (!doc?.state.exists) fail('USER_NOT_FOUND', 'User not found');
    return this.view(ctx, doc.state);
  }

  private async run(ctx: RequestContext, command: UserCommand) {
    return this.view(ctx, (await this.sc.runOnUser(ctx, command)).state);
  }

  /**
   * Initialises the user record from the identity (idempotent: later calls record only what
   * changed) and records the sign-in (the app validates once per session; a member's
   * `last_login`, at most one event per SIGN_IN_RECORD_EVERY_MS).
   */
  async validate(ctx: RequestContext) {
    await this.sc.runOnUser(ctx, { kind: 'InitializeUser', fullName: ctx.caller.name, email: ctx.caller.email });
    return this.run(ctx, { kind: 'RecordSignIn' });
  }

  /**
   * Only the profile fields are taken from the payload: spreading it whole let a `kind` in the
   * body pick another command (an unknown one crashed the decider: 500). The snake_case
   * `full_name` that user-info answers with is accepted as well as `fullName`.
   */
  updateMe(ctx: RequestContext, data: Record<string, unknown>) {
    const { fullName, full_name: snakeName, email, bio, company } = data;
    const name = fullName !== undefined ? fullName : snakeName;
    return this.run(
      ctx,
      commandOf('UpdateUserProfile', updateProfileInput, {
        ...(name !== undefined ? { fullName: name } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(bio !== undefined ? { bio } : {}),
        ...(company !== undefined ? { company } : {}),
      }),
    );
  }

  updatePreferences(ctx: RequestContext, preferences: unknown) {
    return this.run(ctx, commandOf('UpdateUserPreferences', updatePreferencesInput, { preferences }));
  }

  async stats(ctx: RequestContext) {
    const ids = await this.sc.projectIdsFor(ctx);
    let owned = 0,
      flags = 0,
      environments = 0,
      overrides = 0;
    for (const id of ids) {
      const s = await this.sc.state(id);
      if (!s) continue;
      if (s.ownerId === ctx.caller.userId) owned++;
      flags += Object.keys(s.flags).length;
      environments += Object.keys(s.environments).length;
      overrides += Object.keys(s.overrides).length;
    }
    return { totalProjects: ids.length, ownedProjects: owned, totalFeatureFlags: flags, totalEnvironments: environments, totalOverrides: overrides };
  }
}
