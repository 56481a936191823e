import { describe, expect, it } from 'vitest';
import type { HistoryEntryView } from '../audit/auditModel';
import { entryRestore, restoredToast } from './flagHistoryModel';

const entry = (kind: string, extra: Partial<HistoryEntryView> = {}) =>
  ({
    position: 7,
    type: 'FeatureFlagUpdated',
    at: '2026-01-07T00:00:00.000Z',
    summary: 'change',
    before: null,
    after: '{"a":1}',
    actor: { id: 'u1', name: 'Ada' },
    entity: { kind, id: `${kind}-1`, name: 'Production' },
    ...extra,
  }) as unknown as HistoryEntryView;
const anyone = () => true;

describe('entryRestore', () => {
  it('given a flag change with its state after, when the user may restore flags, then it asks to restore that version at its position', () => {
    expect(entryRestore(entry('flag'), anyone)).toEqual({
      ask: { kind: 'flag', id: 'flag-1', name: 'Production', position: 7, label: 'Restore this version' },
      buttonLabel: 'Restore this version',
    });
  });

  it("given an environment's change, when shown, then the button names the environment's values", () => {
    expect(entryRestore(entry('environment'), anyone)?.buttonLabel).toBe('Restore Production values');
  });

  it('given a deletion (only a state before), when shown, then it restores the moment just before it', () => {
    const r = entryRestore(entry('override', { after: null, before: '{"a":1}' } as never), anyone);
    expect(r?.ask.position).toBe(6);
  });

  it('given a kind the user may not restore, or one that has no restore, when shown, then there is no button', () => {
    expect(entryRestore(entry('flag'), (k) => k !== 'flag')).toBeNull();
    expect(entryRestore(entry('member'), anyone)).toBeNull();
  });
});

describe('restoredToast', () => {
  it('given a restore that changed something, when it ends, then the toast says it was restored', () => {
    expect(restoredToast('Dark mode', true)).toEqual({ text: 'Dark mode restored', variant: 'success' });
  });

  it('given a restore to the same state, when it ends, then the toast says there was nothing to restore', () => {
    expect(restoredToast('Dark mode', false)).toEqual({ text: 'Dark mode already matches that moment: nothing to restore', variant: 'info' });
  });
});
