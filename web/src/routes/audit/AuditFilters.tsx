import { Button, CircularProgress, Typography } from '@mui/material';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import FilterAltOffRoundedIcon from '@mui/icons-material/FilterAltOffRounded';
import type { AuditFilter } from './auditModel';
import { EXPORT_FORMATS, entityChipText, exportText } from './auditFiltersModel';
import { PanelContent } from './auditParts';
import type { ExportFormat } from './exportHistory';
import { ActorField, DateField, EntityField, EventTypeField } from './FilterFields';
import type { Person } from './FilterFields';
import { EntityChip, ExportButton, ExportRow, FieldsGrid, FilterBarRow, FiltersCard, ShownLine } from './FilterParts';
import { useAuditFilters } from './useAuditFilters';

export type { Person } from './FilterFields';

/** Filters of the timeline (event type, entity, actor, time range) and the export buttons. */
export function AuditFilters({
  filter,
  onChange,
  people,
  entityLabel,
  exporting,
  onExport,
  summary,
}: {
  filter: AuditFilter;
  onChange: (f: AuditFilter) => void;
  people: Person[];
  /** what the entity filter (set from a link) points at */
  entityLabel: string | null;
  exporting: ExportFormat | null;
  onExport: (format: ExportFormat) => void;
  summary: string;
}) {
  const f = useAuditFilters(filter, onChange);
  return (
    <FiltersCard>
      <PanelContent>
        <FieldsGrid>
          <EventTypeField types={filter.types} onChange={(types) => f.set({ types })} />
          <EntityField kind={filter.kind} onChange={f.setKind} />
          <ActorField actor={filter.actor} people={people} onChange={(actor) => f.set({ actor })} />
          <DateField label="From" value={filter.since} onChange={(since) => f.set({ since })} />
          <DateField label="To" value={filter.until} onChange={(until) => f.set({ until })} error={f.range} />
        </FieldsGrid>
        <FilterBarRow direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
          <ShownLine direction="row" spacing={1} useFlexGap>
            {filter.entity && <EntityChip size="small" color="primary" variant="outlined" label={entityChipText(entityLabel)} onDelete={f.clearEntity} />}
            <Typography component="span" variant="body2" color="text.secondary" aria-live="polite">
              {summary}
            </Typography>
            {f.filtered && (
              <Button size="small" startIcon={<FilterAltOffRoundedIcon />} onClick={f.clear}>
                Clear filters
              </Button>
            )}
          </ShownLine>
          <ExportButtons exporting={exporting} blocked={Boolean(f.range)} onExport={onExport} />
        </FilterBarRow>
      </PanelContent>
    </FiltersCard>
  );
}

/** CSV and NDJSON downloads of the filtered history; none while one runs or while the range is wrong. */
function ExportButtons({ exporting, blocked, onExport }: { exporting: ExportFormat | null; blocked: boolean; onExport: (format: ExportFormat) => void }) {
  return (
    <ExportRow direction="row" spacing={1}>
      {EXPORT_FORMATS.map((format) => (
        <ExportButton
          key={format}
          variant="outlined"
          size="small"
          disabled={exporting !== null || blocked}
          onClick={() => onExport(format)}
          startIcon={exporting === format ? <CircularProgress size={14} color="inherit" /> : <FileDownloadRoundedIcon />}
        >
          {exportText(format, exporting)}
        </ExportButton>
      ))}
    </ExportRow>
  );
}
