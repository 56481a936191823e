import type { FlagState } from '../project/state';

export const KEY_TAKEN_MESSAGE = 'This key is already used in this project';

/** Is a key free in a project? When editing, the flag's own id is excluded. */
export const isKeyAvailable = (flags: Iterable<Pick<FlagState, 'id' | 'key'>>, key: string, exceptFlagId?: string): boolean => {
  for (const f of flags) if (f.key === key && f.id !== exceptFlagId) return false;
  return true;
};
