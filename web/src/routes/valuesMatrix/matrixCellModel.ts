import type { FlagType } from '@flagstream/domain';
import type { FlagValue } from '@flagstream/domain';
import { parseValue } from '../../components/ValueEditor';
import type { CellEdit, ServerCell } from './matrixModel';

/** What a cell shows: the staged edit when its text parses, else the server's value; custom when either says so. */
export function cellView(type: FlagType, server: ServerCell, edit: CellEdit | undefined) {
  const modified = edit !== undefined;
  const parsed = edit === undefined ? null : parseValue(type, edit.text);
  return {
    modified,
    custom: modified || server.hasCustomValue,
    value: (parsed?.ok ? parsed.value : server.value) as FlagValue,
    on: edit?.enabled ?? server.enabled,
  };
}

/** The editor's left button: reset a stored custom value, undo a staged edit, or nothing. */
export const resetActionOf = (server: ServerCell, modified: boolean): 'reset' | 'undo' | null => (server.hasCustomValue ? 'reset' : modified ? 'undo' : null);

/** The cell's name: which flag in which environment. */
export const cellLabel = (flagName: string, environmentName: string) => `${flagName} in ${environmentName}`;
