import { MenuItem, Typography } from '@mui/material';
import { ENTITY_KINDS, EVENT_GROUPS, KIND_META, eventTypeLabel } from './auditModel';
import { eventTypesText, typesFromSelect } from './auditFiltersModel';
import { PaperField } from './auditParts';
import { CentredRow, MenuCheckbox, MenuText } from './FilterParts';
import { KindDot } from './KindMarks';
import { TYPE_MENU_PAPER } from '../../theme/customizations/auditScreens';

export interface Person {
  id: string;
  name: string;
}

/** A long menu scrolls within its paper. */
const TYPE_MENU = { slotProps: { paper: { className: TYPE_MENU_PAPER } } };

/** Event types, several at once, grouped under headings (Flags, Environments...). */
export function EventTypeField({ types, onChange }: { types: string[]; onChange: (types: string[]) => void }) {
  return (
    <PaperField
      select
      label="Event type"
      value={types}
      slotProps={{
        inputLabel: { shrink: true },
        select: { multiple: true, displayEmpty: true, renderValue: (v) => eventTypesText(v as string[]), MenuProps: TYPE_MENU },
      }}
      onChange={(e) => onChange(typesFromSelect(e.target.value as unknown as string[] | string))}
    >
      {EVENT_GROUPS.flatMap((g) => [
        // A plain heading, not ListSubheader: that one stays in the shell's chunk alone.
        <Typography variant="menuGroup" component="li" key={`g-${g.title}`}>
          {g.title}
        </Typography>,
        ...g.types.map((t) => (
          <MenuItem key={t} value={t} dense>
            <MenuCheckbox size="small" checked={types.includes(t)} />
            <MenuText>{eventTypeLabel(t)}</MenuText>
          </MenuItem>
        )),
      ])}
    </PaperField>
  );
}

/** One kind of entity, each with its colour dot. */
export function EntityField({ kind, onChange }: { kind: string; onChange: (kind: string) => void }) {
  return (
    <PaperField
      select
      label="Entity"
      value={kind}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">All entities</MenuItem>
      {ENTITY_KINDS.map((k) => (
        <MenuItem key={k} value={k}>
          <CentredRow direction="row" spacing={1.25}>
            <KindDot kind={k} size={8} />
            <span>{KIND_META[k].plural}</span>
          </CentredRow>
        </MenuItem>
      ))}
    </PaperField>
  );
}

/** Who made the change: anyone, or one of the project's people. */
export function ActorField({ actor, people, onChange }: { actor: string; people: Person[]; onChange: (actor: string) => void }) {
  return (
    <PaperField
      select
      label="Actor"
      value={actor}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">Anyone</MenuItem>
      {people.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name}
        </MenuItem>
      ))}
    </PaperField>
  );
}

/** One end of the time range, to the second; `error` says why the range cannot be used. */
export function DateField({ label, value, onChange, error = '' }: { label: 'From' | 'To'; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <PaperField
      type="datetime-local"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error || undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'aria-label': label } }}
    />
  );
}
