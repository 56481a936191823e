import { eventTypeLabel } from './auditModel';
import type { AuditFilter } from './auditModel';
import type { ExportFormat } from './exportHistory';

/** The export buttons, in this order. */
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'ndjson'];

/** Why the time range cannot be used ("" when it can): "From" after "To". */
export const rangeError = (f: AuditFilter): string => (f.since && f.until && f.since > f.until ? '"From" must not be after "To"' : '');

/** What the closed event-type field shows for the chosen types. */
export function eventTypesText(types: readonly string[]): string {
  if (types.length === 0) return 'All events';
  return types.length === 1 ? eventTypeLabel(types[0] ?? '') : `${types.length} event types`;
}

/** The chosen event types from a multiple select's value (an autofilled value arrives as one comma-separated string). */
export const typesFromSelect = (v: string[] | string): string[] => (typeof v === 'string' ? v.split(',') : v).filter(Boolean);

/** An export button's text: its format, or that it is running. */
export const exportText = (format: ExportFormat, exporting: ExportFormat | null): string =>
  exporting === format ? 'Exporting...' : format === 'csv' ? 'Export CSV' : 'Export NDJSON';

/** What the entity chip says the filter (set from a link) is limited to. */
export const entityChipText = (entityLabel: string | null): string => `Only ${entityLabel ?? 'one entity'}`;
