import { describe, expect, it } from 'vitest';
import type { Actor, CommandContext, OverrideCreated, ProjectCommand, ProjectEvent } from '../src';
import { DAY_MS, fold, overrideApplies, projectDecider } from '../src';
import { OWNER, T0, history, joined, project, testContext } from './givenWhenThen';

const HOUR = 3_600_000;
const VIEWER: Actor = { id: 'user-viewer', name: 'Victor Viewer', email: 'victor@example.com' };
const DEVELOPER: Actor = { id: 'user-dev', name: 'Dana Developer', email: 'dana@example.com' };
const OUTSIDER: Actor = { id: 'user-outsider', name: 'Oscar Outsider', email: 'oscar@example.com' };

const CREATE_PROJECT: ProjectCommand = { kind: 'CreateProject', projectId: 'p1', name: 'Checkout Service', description: 'Payments front' };
const FLAGS: ProjectCommand[] = [
  { kind: 'CreateFeatureFlag', name: 'Dark mode', type: 'boolean', value: false },
  { kind: 'CreateFeatureFlag', name: 'Banner text', type: 'string', value: 'Welcome' },
  { kind: 'CreateFeatureFlag', name: 'Max items', type: 'number', value: 10 },
  { kind: 'CreateFeatureFlag', name: 'Theme', type: 'json', value: { colour: 'blue' } },
];

/** A project with four flags (dark_mode, banner_text, max_items, theme), a viewer and a developer. */
const base: ProjectEvent[] = history([
  [CREATE_PROJECT],
  ...FLAGS.map((c): [ProjectCommand] => [c]),
  ...joined(VIEWER, 'viewer'),
  ...joined(DEVELOPER, 'developer'),
]);

const envId = (events: ProjectEvent[], name: string): string => {
  const env = Object.values(project.given(events).state.environments).find((e) => e.name === name);
  if (!env) throw new Error(`no environment ${name}`);
  return env.id;
};
const DEV = envId(base, 'development');
const STAGING = envId(base, 'staging');
const PROD = envId(base, 'production');

/** Appends the events of further commands (run with the owner at T0 unless told) to a history. */
function followedBy(events: ProjectEvent[], steps: Array<[ProjectCommand, Partial<CommandContext>?]>): ProjectEvent[] {
  const all = [...events];
  let n = 0;
  for (const [cmd, over] of steps) {
    const state = fold(projectDecider, all);
    all.push(...projectDecider.decide(cmd, state, testContext({ newId: () => `x${all.length}-${++n}`, ...over })));
  }
  return all;
}

const createdIds = (events: ProjectEvent[]): string[] => events.filter((e): e is OverrideCreated => e.type === 'OverrideCreated').map((e) => e.data.overrideId);

const override = (over: Partial<Extract<ProjectCommand, { kind: 'CreateOverride' }>> = {}): ProjectCommand => ({
  kind: 'CreateOverride',
  name: 'Black Friday',
  environmentId: DEV,
  featureFlagValues: { dark_mode: { value: true, enabled: true } },
  ...over,
});

/** base + one override "o1" in development expiring an hour after T0, and one "o2" in staging without expiry. */
const withOverrides = followedBy(base, [
  [override({ name: 'Launch window', expiresAt: T0 + HOUR })],
  [override({ name: 'Staging QA', environmentId: STAGING, featureFlagValues: { max_items: { value: 50, enabled: true } } })],
]);
const [O1, O2] = createdIds(withOverrides) as [string, string];

describe('CreateOverride', () => {
  it('records the override with defaults priority 0 and is_active true', () => {
    project
      .given(base)
      .when({ kind: 'CreateOverride', name: '  Black Friday ', environmentId: DEV, featureFlagValues: { dark_mode: { value: true } } })
      .then([
        {
          type: 'OverrideCreated',
          data: {
            overrideId: 'id-1',
            uuid: 'id-2',
            name: 'Black Friday',
            description: '',
            environmentId: DEV,
            featureFlagValues: { dark_mode: { value: true, enabled: true } },
            expiresAt: null,
            isActive: true,
            priority: 0,
            createdAt: T0,
          },
        },
      ]);
  });

  it('keeps values of every flag type and the given description and priority', () => {
    project
      .given(base)
      .when(
        override({
          description: 'Sale weekend',
          priority: 5,
          featureFlagValues: {
            banner_text: { value: 'Sale!', enabled: true },
            max_items: { value: 0, enabled: false },
            theme: { value: { colour: 'red' }, enabled: true },
          },
        }),
      )
      .then((events, next) => {
        expect(events).toHaveLength(1);
        const e = events[0] as OverrideCreated;
        expect(e.data.description).toBe('Sale weekend');
        expect(e.data.priority).toBe(5);
        expect(e.data.featureFlagValues).toEqual({
          banner_text: { value: 'Sale!', enabled: true },
          max_items: { value: 0, enabled: false },
          theme: { value: { colour: 'red' }, enabled: true },
        });
        expect(next.overrides['id-1']).toMatchObject({ name: 'Black Friday', isActive: true, priority: 5, environmentId: DEV, uuid: 'id-2' });
      });
  });

  it.each([
    ['a missing name', { name: undefined }],
    ['a blank name', { name: '   ' }],
    ['a missing environment', { environmentId: undefined }],
    ['a blank environment', { environmentId: '  ' }],
  ])('refuses %s with the spec text', (_what, over) => {
    project
      .given(base)
      .when(override(over as object))
      .thenFails('OVERRIDE_FIELDS_REQUIRED', 'Please fill in all required fields');
  });

  it('refuses an unknown environment', () => {
    project
      .given(base)
      .when(override({ environmentId: 'env-nope' }))
      .thenFails('OVERRIDE_ENVIRONMENT_NOT_FOUND', 'Selected environment not found');
  });

  it('refuses an override without any flag value', () => {
    project
      .given(base)
      .when(override({ featureFlagValues: {} }))
      .thenFails('OVERRIDE_NO_FLAGS', 'Please select at least one feature flag to override');
    project
      .given(base)
      .when(override({ featureFlagValues: undefined }))
      .thenFails('OVERRIDE_NO_FLAGS', 'Please select at least one feature flag to override');
  });

  it('refuses a flag key that is not in the project', () => {
    project
      .given(base)
      .when(override({ featureFlagValues: { dark_mode: { value: true }, nope: { value: true } } }))
      .thenFails('OVERRIDE_UNKNOWN_FLAG', 'Feature flag "nope" not found in this project');
  });

  it.each([
    ['dark_mode', 'yes', 'boolean'],
    ['max_items', '5', 'number'],
    ['banner_text', 42, 'string'],
  ])('refuses a value of the wrong type for %s', (key, value, type) => {
    project
      .given(base)
      .when(override({ featureFlagValues: { [key]: { value } } }))
      .thenFails('INVALID_FLAG_VALUE', `Value for "${key}" must be a ${type}`);
  });

  it('refuses an expiry at or before now', () => {
    project
      .given(base)
      .when(override({ expiresAt: T0 - 1 }))
      .thenFails('OVERRIDE_EXPIRY_IN_PAST', 'The expiry date must be in the future');
    project
      .given(base)
      .when(override({ expiresAt: T0 }))
      .thenFails('OVERRIDE_EXPIRY_IN_PAST');
    project
      .given(base)
      .when(override({ expiresAt: '2026-01-15T11:59:59Z' }))
      .thenFails('OVERRIDE_EXPIRY_IN_PAST');
  });

  it.each([
    ['epoch milliseconds', T0 + DAY_MS],
    ['an ISO string in UTC', '2026-01-16T12:00:00Z'],
    ['an ISO string with an offset', '2026-01-16T13:00:00+01:00'],
    ['an ISO string with milliseconds', '2026-01-16T12:00:00.000Z'],
  ])('accepts the expiry as %s', (_what, expiresAt) => {
    project
      .given(base)
      .when(override({ expiresAt }))
      .then((events) => {
        expect((events[0] as OverrideCreated).data.expiresAt).toBe(T0 + DAY_MS);
      });
  });

  it('refuses an expiry that is not an instant', () => {
    project
      .given(base)
      .when(override({ expiresAt: 'next friday' }))
      .thenFails('VALIDATION_FAILED', /^expiresAt: /);
  });

  it('stops at the 3 overrides of the Free plan', () => {
    const three = followedBy(base, [[override({ name: 'A' })], [override({ name: 'B' })], [override({ name: 'C' })]]);
    const err = project
      .given(three)
      .when(override({ name: 'D' }))
      .thenFails('PLAN_LIMIT_REACHED', 'Your current Free plan allows up to 3 overrides. To add more, please upgrade to a higher plan.');
    expect(err.details).toMatchObject({ limitType: 'overrides', count: 3, max: 3, plan: 'Free', planId: 'free' });
  });

  it('counts inactive overrides towards the cap, and frees a slot when one is deleted', () => {
    const three = followedBy(base, [[override({ name: 'A' })], [override({ name: 'B' })], [override({ name: 'C', isActive: false })]]);
    project
      .given(three)
      .when(override({ name: 'D' }))
      .thenFails('PLAN_LIMIT_REACHED');
    const [first] = createdIds(three) as [string];
    const two = followedBy(three, [[{ kind: 'DeleteOverride', overrideId: first }]]);
    project
      .given(two)
      .when(override({ name: 'D' }))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['OverrideCreated']));
  });

  it('allows more than 3 overrides on a paid plan', () => {
    const paid = followedBy(base, [
      [{ kind: 'ApplyPlanPayment', orderId: 'order-1', planId: 'starter', variant: 'Month', type: 'SUBSCRIPTION', amount: 19 }],
      [override({ name: 'A' })],
      [override({ name: 'B' })],
      [override({ name: 'C' })],
    ]);
    project
      .given(paid)
      .when(override({ name: 'D' }))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['OverrideCreated']));
  });

  it('is allowed to a developer', () => {
    project
      .given(base)
      .when(override(), testContext({ actor: DEVELOPER }))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['OverrideCreated']));
  });
});

describe('UpdateOverride', () => {
  it('records only what changed', () => {
    project
      .given(withOverrides)
      .when({ kind: 'UpdateOverride', overrideId: O1, name: 'Launch window', description: 'Extended', expiresAt: T0 + 2 * HOUR, priority: 0 })
      .then([{ type: 'OverrideUpdated', data: { overrideId: O1, description: 'Extended', expiresAt: T0 + 2 * HOUR, updatedAt: T0 } }]);
  });

  it('replaces the flag values after checking them', () => {
    project
      .given(withOverrides)
      .when({ kind: 'UpdateOverride', overrideId: O1, featureFlagValues: { banner_text: { value: 'Hi', enabled: false } } })
      .then((events, next) => {
        expect(events).toEqual([
          { type: 'OverrideUpdated', data: { overrideId: O1, featureFlagValues: { banner_text: { value: 'Hi', enabled: false } }, updatedAt: T0 } },
        ]);
        expect(next.overrides[O1]!.featureFlagValues).toEqual({ banner_text: { value: 'Hi', enabled: false } });
      });
  });

  it('records nothing when nothing changes', () => {
    project
      .given(withOverrides)
      .when({ kind: 'UpdateOverride', overrideId: O1, name: 'Launch window', expiresAt: T0 + HOUR })
      .then([]);
  });

  it('can remove the expiry', () => {
    project
      .given(withOverrides)
      .when({ kind: 'UpdateOverride', overrideId: O1, expiresAt: null })
      .then([{ type: 'OverrideUpdated', data: { overrideId: O1, expiresAt: null, updatedAt: T0 } }]);
  });

  it('refuses an update without any flag value', () => {
    project
      .given(withOverrides)
      .when({ kind: 'UpdateOverride', overrideId: O1, featureFlagValues: {} })
      .thenFails('OVERRIDE_NO_FLAGS', 'Please select at least one feature flag to override');
  });

  it('refuses a blank name', () => {
    project
      .given(withOverrides)
      .when({ kind: 'UpdateOverride', overrideId: O1, name: '  ' })
      .thenFails('OVERRIDE_FIELDS_REQUIRED', 'Please fill in all required fields');
  });

  it('refuses unknown flags, wrong types and a past expiry', () => {
    project
      .given(withOverrides)
      .when({ kind: 'UpdateOverride', overrideId: O1, featureFlagValues: { ghost: { value: 1 } } })
      .thenFails('OVERRIDE_UNKNOWN_FLAG');
    project
      .given(withOverrides)
      .when({ kind: 'UpdateOverride', overrideId: O1, featureFlagValues: { theme: { value: { a: 1 } }, max_items: { value: true } } })
      .thenFails('INVALID_FLAG_VALUE');
    project
      .given(withOverrides)
      .when({ kind: 'UpdateOverride', overrideId: O1, expiresAt: T0 - HOUR })
      .thenFails('OVERRIDE_EXPIRY_IN_PAST');
  });

  it('refuses an unknown override', () => {
    project.given(withOverrides).when({ kind: 'UpdateOverride', overrideId: 'nope', name: 'X' }).thenFails('OVERRIDE_NOT_FOUND', 'Override not found');
  });
});

describe('ToggleOverride', () => {
  it('flips is_active each time', () => {
    const off = project
      .given(withOverrides)
      .when({ kind: 'ToggleOverride', overrideId: O1 })
      .then((events, next) => {
        expect(events).toEqual([{ type: 'OverrideToggled', data: { overrideId: O1, isActive: false, updatedAt: T0 } }]);
        expect(next.overrides[O1]!.isActive).toBe(false);
      });
    project
      .given([...withOverrides, ...off])
      .when({ kind: 'ToggleOverride', overrideId: O1 })
      .then([{ type: 'OverrideToggled', data: { overrideId: O1, isActive: true, updatedAt: T0 } }]);
  });

  it('refuses an unknown override', () => {
    project.given(withOverrides).when({ kind: 'ToggleOverride', overrideId: 'nope' }).thenFails('OVERRIDE_NOT_FOUND');
  });
});

describe('DeleteOverride', () => {
  it('removes the override', () => {
    project
      .given(withOverrides)
      .when({ kind: 'DeleteOverride', overrideId: O2 })
      .then((events, next) => {
        expect(events).toEqual([{ type: 'OverrideDeleted', data: { overrideId: O2, reason: 'deleted', deletedAt: T0 } }]);
        expect(Object.keys(next.overrides)).toEqual([O1]);
      });
  });

  it('refuses an unknown override', () => {
    project.given(withOverrides).when({ kind: 'DeleteOverride', overrideId: 'nope' }).thenFails('OVERRIDE_NOT_FOUND', 'Override not found');
  });
});

describe('ExpireOverride', () => {
  it('is refused before the expiry', () => {
    project
      .given(withOverrides)
      .when({ kind: 'ExpireOverride', overrideId: O1 }, testContext({ now: T0 + HOUR - 1 }))
      .thenFails('OVERRIDE_NOT_EXPIRED', 'This override has not reached its expiry yet');
  });

  it('is refused for an override without expiry', () => {
    project
      .given(withOverrides)
      .when({ kind: 'ExpireOverride', overrideId: O2 }, testContext({ now: T0 + 365 * DAY_MS }))
      .thenFails('OVERRIDE_NOT_EXPIRED');
  });

  it('records OverrideExpired at the expiry instant and deactivates it', () => {
    project
      .given(withOverrides)
      .when({ kind: 'ExpireOverride', overrideId: O1 }, testContext({ now: T0 + HOUR }))
      .then((events, next) => {
        expect(events).toEqual([{ type: 'OverrideExpired', data: { overrideId: O1, expiredAt: T0 + HOUR } }]);
        expect(next.overrides[O1]!.isActive).toBe(false);
      });
  });

  it('records the expiry instant, not the time of the call', () => {
    project
      .given(withOverrides)
      .when({ kind: 'ExpireOverride', overrideId: O1 }, testContext({ now: T0 + 5 * HOUR }))
      .then([{ type: 'OverrideExpired', data: { overrideId: O1, expiredAt: T0 + HOUR } }]);
  });

  it('records nothing for an override that is already inactive', () => {
    const expired = followedBy(withOverrides, [[{ kind: 'ExpireOverride', overrideId: O1 }, { now: T0 + HOUR }]]);
    project
      .given(expired)
      .when({ kind: 'ExpireOverride', overrideId: O1 }, testContext({ now: T0 + 2 * HOUR }))
      .then([]);
    const toggledOff = followedBy(withOverrides, [[{ kind: 'ToggleOverride', overrideId: O1 }]]);
    project
      .given(toggledOff)
      .when({ kind: 'ExpireOverride', overrideId: O1 }, testContext({ now: T0 + 2 * HOUR }))
      .then([]);
  });

  it('refuses an unknown override', () => {
    project.given(withOverrides).when({ kind: 'ExpireOverride', overrideId: 'nope' }).thenFails('OVERRIDE_NOT_FOUND');
  });
});

describe('BulkApplyOverrides', () => {
  it('moves the overrides to the environment, skipping those already there and duplicates', () => {
    project
      .given(withOverrides)
      .when({ kind: 'BulkApplyOverrides', overrideIds: [O1, O2, O1], environmentId: STAGING })
      .then((events, next) => {
        expect(events).toEqual([{ type: 'OverrideEnvironmentChanged', data: { overrideId: O1, environmentId: STAGING, updatedAt: T0 } }]);
        expect(next.overrides[O1]!.environmentId).toBe(STAGING);
        expect(next.overrides[O2]!.environmentId).toBe(STAGING);
      });
  });

  it('moves several overrides at once', () => {
    project
      .given(withOverrides)
      .when({ kind: 'BulkApplyOverrides', overrideIds: [O1, O2], environmentId: PROD })
      .then([
        { type: 'OverrideEnvironmentChanged', data: { overrideId: O1, environmentId: PROD, updatedAt: T0 } },
        { type: 'OverrideEnvironmentChanged', data: { overrideId: O2, environmentId: PROD, updatedAt: T0 } },
      ]);
  });

  it('refuses an unknown environment, an unknown override and an empty selection', () => {
    project
      .given(withOverrides)
      .when({ kind: 'BulkApplyOverrides', overrideIds: [O1], environmentId: 'env-nope' })
      .thenFails('ENVIRONMENT_NOT_FOUND', 'Environment not found');
    project
      .given(withOverrides)
      .when({ kind: 'BulkApplyOverrides', overrideIds: [O1, 'nope'], environmentId: PROD })
      .thenFails('OVERRIDE_NOT_FOUND');
    project
      .given(withOverrides)
      .when({ kind: 'BulkApplyOverrides', overrideIds: [], environmentId: PROD })
      .thenFails('VALIDATION_FAILED', 'overrideIds: Select at least one override');
  });
});

describe('CleanupExpiredOverrides', () => {
  const three = followedBy(withOverrides, [[override({ name: 'Two hours', expiresAt: T0 + 2 * HOUR })]]);
  const [, , O3] = createdIds(three) as [string, string, string];

  it('deletes nothing before any expiry', () => {
    project
      .given(three)
      .when({ kind: 'CleanupExpiredOverrides' }, testContext({ now: T0 + HOUR - 1 }))
      .then([]);
  });

  it('deletes only the overrides past their expiry', () => {
    project
      .given(three)
      .when({ kind: 'CleanupExpiredOverrides' }, testContext({ now: T0 + HOUR }))
      .then((events, next) => {
        expect(events).toEqual([{ type: 'OverrideDeleted', data: { overrideId: O1, reason: 'expired_cleanup', deletedAt: T0 + HOUR } }]);
        expect(Object.keys(next.overrides).sort()).toEqual([O2, O3].sort());
      });
    project
      .given(three)
      .when({ kind: 'CleanupExpiredOverrides' }, testContext({ now: T0 + 3 * HOUR }))
      .then([
        { type: 'OverrideDeleted', data: { overrideId: O1, reason: 'expired_cleanup', deletedAt: T0 + 3 * HOUR } },
        { type: 'OverrideDeleted', data: { overrideId: O3, reason: 'expired_cleanup', deletedAt: T0 + 3 * HOUR } },
      ]);
  });

  it('also deletes an expired override that was already marked expired', () => {
    const expired = followedBy(three, [[{ kind: 'ExpireOverride', overrideId: O1 }, { now: T0 + HOUR }]]);
    project
      .given(expired)
      .when({ kind: 'CleanupExpiredOverrides' }, testContext({ now: T0 + HOUR + 1 }))
      .then([{ type: 'OverrideDeleted', data: { overrideId: O1, reason: 'expired_cleanup', deletedAt: T0 + HOUR + 1 } }]);
  });
});

describe('overrideApplies', () => {
  const at = T0 + HOUR;
  it('applies while active and before the expiry instant', () => {
    expect(overrideApplies({ isActive: true, expiresAt: at }, at - 1)).toBe(true);
    expect(overrideApplies({ isActive: true, expiresAt: at }, T0)).toBe(true);
  });
  it('stops applying at the expiry instant and after', () => {
    expect(overrideApplies({ isActive: true, expiresAt: at }, at)).toBe(false);
    expect(overrideApplies({ isActive: true, expiresAt: at }, at + 1)).toBe(false);
  });
  it('always applies without an expiry while active, never while inactive', () => {
    expect(overrideApplies({ isActive: true, expiresAt: null }, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(overrideApplies({ isActive: false, expiresAt: null }, T0)).toBe(false);
    expect(overrideApplies({ isActive: false, expiresAt: at }, at - 1)).toBe(false);
  });
  it('agrees with ExpireOverride on the instant', () => {
    const o = project.given(withOverrides).state.overrides[O1]!;
    expect(overrideApplies(o, T0 + HOUR - 1)).toBe(true);
    project
      .given(withOverrides)
      .when({ kind: 'ExpireOverride', overrideId: O1 }, testContext({ now: T0 + HOUR - 1 }))
      .thenFails('OVERRIDE_NOT_EXPIRED');
    expect(overrideApplies(o, T0 + HOUR)).toBe(false);
    project
      .given(withOverrides)
      .when({ kind: 'ExpireOverride', overrideId: O1 }, testContext({ now: T0 + HOUR }))
      .then((events) => expect(events).toHaveLength(1));
  });
});

describe('override permissions', () => {
  const commands: ProjectCommand[] = [
    override(),
    { kind: 'UpdateOverride', overrideId: O1, name: 'Renamed' },
    { kind: 'ToggleOverride', overrideId: O1 },
    { kind: 'DeleteOverride', overrideId: O1 },
    { kind: 'ExpireOverride', overrideId: O1 },
    { kind: 'BulkApplyOverrides', overrideIds: [O1], environmentId: PROD },
    { kind: 'CleanupExpiredOverrides' },
  ];

  it.each(commands.map((c) => [c.kind, c] as const))('%s is FORBIDDEN to a viewer', (_kind, cmd) => {
    project
      .given(withOverrides)
      .when(cmd, testContext({ actor: VIEWER, now: T0 + 2 * HOUR }))
      .thenFails('FORBIDDEN', 'You do not have permission to manage overrides');
  });

  it.each(commands.map((c) => [c.kind, c] as const))('%s is PROJECT_NOT_FOUND to an outsider', (_kind, cmd) => {
    project
      .given(withOverrides)
      .when(cmd, testContext({ actor: OUTSIDER, now: T0 + 2 * HOUR }))
      .thenFails('PROJECT_NOT_FOUND', 'Project not found');
  });

  it.each(commands.map((c) => [c.kind, c] as const))('%s is allowed to a developer and the owner', (_kind, cmd) => {
    for (const actor of [DEVELOPER, OWNER]) {
      project
        .given(withOverrides)
        .when(cmd, testContext({ actor, now: T0 + 2 * HOUR }))
        .then((events) => expect(events.length).toBeGreaterThan(0));
    }
  });
});
