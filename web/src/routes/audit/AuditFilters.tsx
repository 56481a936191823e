import { Box, Button, Card, CardContent, Checkbox, Chip, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import FilterAltOffRoundedIcon from '@mui/icons-material/FilterAltOffRounded';
import { ENTITY_KINDS, EVENT_GROUPS, KIND_META, eventTypeLabel, isFiltered } from './auditModel';
import type { AuditFilter } from './auditModel';
import type { ExportFormat } from './exportHistory';
import { KindDot } from './KindMarks';

export interface Person {
  id: string;
  name: string;
}

/** Paper-coloured fields; the date pickers' own icons follow light or dark. */
export const fieldSx = { '& .MuiInputBase-root': { bgcolor: 'background.paper' }, '& input': { colorScheme: (t: Theme) => t.palette.mode } } as const;

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
  const set = (patch: Partial<AuditFilter>) => onChange({ ...filter, ...patch });
  const range = filter.since && filter.until && filter.since > filter.until ? '"From" must not be after "To"' : '';
  return (
    <Card sx={{ mb: 2.5 }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.35fr 1fr 1fr 1.2fr 1.2fr' } }}>
          <TextField
            select
            label="Event type"
            value={filter.types}
            sx={fieldSx}
            slotProps={{
              inputLabel: { shrink: true },
              select: {
                multiple: true,
                displayEmpty: true,
                renderValue: (v) => {
                  const types = v as string[];
                  return types.length === 0 ? 'All events' : types.length === 1 ? eventTypeLabel(types[0]!) : `${types.length} event types`;
                },
                MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
              },
            }}
            onChange={(e) => {
              const v = e.target.value as unknown as string[] | string;
              set({ types: (typeof v === 'string' ? v.split(',') : v).filter(Boolean) });
            }}
          >
            {EVENT_GROUPS.flatMap((g) => [
              // A plain heading, not ListSubheader: that one stays in the shell's chunk alone.
              <Box
                component="li"
                key={`g-${g.title}`}
                sx={{
                  px: 2,
                  pt: 1.25,
                  pb: 0.5,
                  fontSize: 11,
                  fontWeight: 700,
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                  color: 'text.secondary',
                  listStyle: 'none',
                }}
              >
                {g.title}
              </Box>,
              ...g.types.map((t) => (
                <MenuItem key={t} value={t} dense>
                  <Checkbox size="small" checked={filter.types.includes(t)} sx={{ p: 0.5, mr: 1 }} />
                  <Box component="span" sx={{ fontSize: 14 }}>
                    {eventTypeLabel(t)}
                  </Box>
                </MenuItem>
              )),
            ])}
          </TextField>
          <TextField
            select
            label="Entity"
            value={filter.kind}
            onChange={(e) => set({ kind: e.target.value, entity: '' })}
            sx={fieldSx}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">All entities</MenuItem>
            {ENTITY_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
                  <KindDot kind={k} size={8} />
                  <span>{KIND_META[k].plural}</span>
                </Stack>
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Actor"
            value={filter.actor}
            onChange={(e) => set({ actor: e.target.value })}
            sx={fieldSx}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">Anyone</MenuItem>
            {people.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="datetime-local"
            label="From"
            value={filter.since}
            onChange={(e) => set({ since: e.target.value })}
            sx={fieldSx}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'aria-label': 'From' } }}
          />
          <TextField
            type="datetime-local"
            label="To"
            value={filter.until}
            onChange={(e) => set({ until: e.target.value })}
            sx={fieldSx}
            error={Boolean(range)}
            helperText={range || undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'aria-label': 'To' } }}
          />
        </Box>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ mt: 2, alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}>
            {filter.entity && (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={`Only ${entityLabel ?? 'one entity'}`}
                onDelete={() => set({ entity: '' })}
                sx={{ maxWidth: '100%' }}
              />
            )}
            <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }} aria-live="polite">
              {summary}
            </Box>
            {isFiltered(filter) && (
              <Button
                size="small"
                startIcon={<FilterAltOffRoundedIcon />}
                onClick={() => onChange({ types: [], kind: '', entity: '', actor: '', since: '', until: '' })}
              >
                Clear filters
              </Button>
            )}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {(['csv', 'ndjson'] as const).map((f) => (
              <Button
                key={f}
                variant="outlined"
                size="small"
                disabled={exporting !== null || Boolean(range)}
                onClick={() => onExport(f)}
                startIcon={exporting === f ? <CircularProgress size={14} color="inherit" /> : <FileDownloadRoundedIcon />}
                sx={{ flex: { xs: 1, md: 'none' }, bgcolor: 'background.paper' }}
              >
                {exporting === f ? 'Exporting...' : f === 'csv' ? 'Export CSV' : 'Export NDJSON'}
              </Button>
            ))}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
