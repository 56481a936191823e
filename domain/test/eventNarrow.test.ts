import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EnvironmentPromoted, PaymentRejected, ProjectCreated, ProjectEvent } from '../src';
import { AUDIT_EVENT_GROUPS, findEvent, isEvent, isProjectEvent } from '../src';
import { createdProject } from './givenWhenThen';

/** What the event store hands back: the type as a plain string and the data as unknown. */
interface Stored {
  id: string;
  position: number;
  type: string;
  data: unknown;
}
const stored = (events: readonly { type: string; data: unknown }[]): Stored[] =>
  events.map((e, i) => ({ id: `ev-${i + 1}`, position: i + 1, type: e.type, data: e.data }));

const rejection: Stored = {
  id: 'ev-9',
  position: 9,
  type: 'PaymentRejected',
  data: { orderId: 'ORDER-1', projectId: 'p1', reason: 'amount_mismatch', rejectedAt: 1 },
};

describe('isEvent', () => {
  it('given a stored event of that type, when narrowed, then its data is that event data and its store fields stay', () => {
    const e = rejection;
    expect(isEvent(e, 'PaymentRejected')).toBe(true);
    if (!isEvent(e, 'PaymentRejected')) throw new Error('unreachable');
    expectTypeOf(e.data).toEqualTypeOf<PaymentRejected['data']>();
    expectTypeOf(e.position).toEqualTypeOf<number>();
    expect(e.data.reason).toBe('amount_mismatch');
    expect(e.id).toBe('ev-9');
  });

  it('given a stored event of another type, when narrowed, then it is not that event', () => {
    expect(isEvent(rejection, 'PaymentConfirmed')).toBe(false);
    expect(isEvent(rejection, 'EnvironmentPromoted')).toBe(false);
  });

  it('given a type the domain does not record, when asked for it, then it does not compile', () => {
    // @ts-expect-error: not a domain event type (a typo is caught by the compiler)
    expect(isEvent(rejection, 'PaymentRejectd')).toBe(false);
  });
});

describe('findEvent', () => {
  it("given a project's stored history, when looking for its creation, then the first one comes back typed", () => {
    const events = stored(createdProject());
    const created = findEvent(events, 'ProjectCreated');
    expectTypeOf(created).toEqualTypeOf<(Stored & ProjectCreated) | undefined>();
    expect(created?.id).toBe('ev-1');
    expect(created?.data.name).toBe('Checkout Service');
  });

  it('given no event of that type, when looking for it, then nothing is found', () => {
    expectTypeOf(findEvent(stored(createdProject()), 'EnvironmentPromoted')).toEqualTypeOf<(Stored & EnvironmentPromoted) | undefined>();
    expect(findEvent(stored(createdProject()), 'EnvironmentPromoted')).toBeUndefined();
    expect(findEvent([], 'ProjectCreated')).toBeUndefined();
  });
});

describe('isProjectEvent', () => {
  it('given the events a project decider recorded, when checked, then every one is a project event', () => {
    const events = stored(createdProject());
    expect(events.length).toBeGreaterThan(1);
    const typed = events.filter(isProjectEvent);
    expectTypeOf(typed).toEqualTypeOf<(Stored & ProjectEvent)[]>();
    expect(typed).toEqual(events);
  });

  it('given every type the Audit Log offers, when checked, then each is a project event type', () => {
    for (const type of AUDIT_EVENT_GROUPS.flatMap((g) => g.types)) expect(isProjectEvent({ type, data: {} }), type).toBe(true);
  });

  it('given events of other streams or unknown types, when checked, then none is a project event', () => {
    for (const type of ['PaymentRejected', 'PaymentRecorded', 'UserInitialized', 'Unknown', '', 'toString', '__proto__', 'constructor'])
      expect(isProjectEvent({ type, data: {} }), type).toBe(false);
  });
});
