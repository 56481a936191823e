import { restoreOfEntry } from '../audit/auditModel';
import type { HistoryEntryView, RestoreKind } from '../audit/auditModel';

/** What a Restore button of the flag's history asks to restore: the entity and the moment (an event position). */
export interface RestoreAsk {
  kind: RestoreKind;
  id: string;
  name: string;
  position: number;
  label: string;
}

/**
 * A history entry's restore, when it has one and the user may restore that kind: what to ask, and the
 * button's text ("Restore Production values" for an environment, the entry's own label otherwise).
 */
export function entryRestore(entry: HistoryEntryView, canRestore: (kind: string) => boolean): { ask: RestoreAsk; buttonLabel: string } | null {
  const restoreOf = restoreOfEntry(entry);
  if (!restoreOf || !canRestore(restoreOf.target.kind)) return null;
  const { target } = restoreOf;
  return {
    ask: { kind: target.kind, id: target.id, name: target.name, position: (target.instant as { position: number }).position, label: restoreOf.label },
    buttonLabel: target.kind === 'environment' ? `Restore ${target.name} values` : restoreOf.label,
  };
}

/** The toast after a restore: restored, or nothing to restore because it already matches. */
export function restoredToast(name: string, restored: boolean): { text: string; variant: 'success' | 'info' } {
  return restored ? { text: `${name} restored`, variant: 'success' } : { text: `${name} already matches that moment: nothing to restore`, variant: 'info' };
}
