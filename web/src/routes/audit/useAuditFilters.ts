import { EMPTY_FILTER, isFiltered } from './auditModel';
import type { AuditFilter } from './auditModel';
import { rangeError } from './auditFiltersModel';

/** The filter bar's edits over the page's filter (kept in the URL by useAuditPage): a field's change, clearing, the range check. */
export function useAuditFilters(filter: AuditFilter, onChange: (f: AuditFilter) => void) {
  const set = (patch: Partial<AuditFilter>) => onChange({ ...filter, ...patch });
  return {
    set,
    /** why the range cannot be used ("" when it can): shown under "To", and no export meanwhile */
    range: rangeError(filter),
    filtered: isFiltered(filter),
    clear: () => onChange(EMPTY_FILTER),
    /** an entity filter changes with its kind */
    setKind: (kind: string) => set({ kind, entity: '' }),
    clearEntity: () => set({ entity: '' }),
  };
}
