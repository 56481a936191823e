import { useState } from 'react';
import { Autocomplete, Box, Chip, IconButton, ListSubheader, MenuItem, TextField, Tooltip } from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { OPERATORS, SEGMENT_OPERATOR_LABEL, valueFromText, withOperator } from '@flagstream/domain';
import type { AttributeOperator, Condition, ConditionOperator, ConditionValue } from '@flagstream/domain';
import type { IssueMap } from './issues';
import { fontFamilyMono } from '../../../theme/themePrimitives';
import { ATTRIBUTE_SUGGESTIONS } from './conditionModel';


const GROUPS: Array<{ title: string; ops: ConditionOperator[] }> = [
  { title: 'Text', ops: ['equals', 'not_equals', 'in', 'not_in', 'starts_with', 'ends_with', 'contains'] },
  { title: 'Version', ops: ['semver_eq', 'semver_lt', 'semver_gt', 'semver_gte', 'semver_lte'] },
  { title: 'Number', ops: ['num_lt', 'num_gt'] },
  { title: 'Segment', ops: ['segment'] },
];

export const operatorLabel = (op: ConditionOperator) => (op === 'segment' ? SEGMENT_OPERATOR_LABEL : OPERATORS[op].label);

import type { SegmentOption } from './conditionModel';
export type { SegmentOption };

/**
 * One condition row: attribute, operator, value(s) or a segment. Used by the targeting rules and by
 * the segment builder (which passes `segments={null}`: a segment cannot contain a segment).
 */
export function ConditionEditor({
  condition,
  path,
  issues,
  segments,
  disabled,
  index,
  onChange,
  onRemove,
}: {
  condition: Condition;
  /** where this condition's issues live, e.g. "rules.0.conditions.1" */
  path: string;
  issues: IssueMap;
  segments: SegmentOption[] | null;
  disabled?: boolean;
  index: number;
  onChange: (c: Condition) => void;
  onRemove: () => void;
}) {
  const op = condition.operator;
  const groups = segments ? GROUPS : GROUPS.filter((g) => g.title !== 'Segment');
  const issue = (field: string) => issues.get(`${path}.${field}`);

  const operatorSelect = (
    <TextField
      select
      value={op}
      disabled={disabled}
      onChange={(e) => onChange(withOperator(condition, e.target.value as ConditionOperator))}
      slotProps={{
        select: {
          SelectDisplayProps: { 'aria-label': `Operator ${index + 1}` } as React.HTMLAttributes<HTMLDivElement>,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
        },
      }}
      fullWidth
      sx={{ minWidth: 0 }}
      error={Boolean(issue('operator'))}
      helperText={issue('operator')}
    >
      {groups.flatMap((g) => [
        <ListSubheader key={`h-${g.title}`} sx={{ lineHeight: '30px', fontSize: 11, fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' }}>
          {g.title}
        </ListSubheader>,
        ...g.ops.map((o) => (
          <MenuItem key={o} value={o} dense>
            {operatorLabel(o)}
          </MenuItem>
        )),
      ])}
    </TextField>
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        // phones: one field per line (remove beside the first); wider: one row
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) auto',
          md: op === 'segment' ? '170px minmax(0, 1fr) auto' : 'minmax(130px, 190px) 170px minmax(0, 1fr) auto',
        },
        '& .MuiInputBase-root': { minHeight: 40 },
      }}
    >
      {op === 'segment' ? (
        <>
          <Box sx={{ gridColumn: { xs: 1, md: 'auto' }, gridRow: { xs: 1, md: 'auto' }, minWidth: 0 }}>{operatorSelect}</Box>
          <Box sx={{ gridColumn: { xs: 1, md: 'auto' }, gridRow: { xs: 2, md: 'auto' }, minWidth: 0 }}>
            <TextField
              select
              fullWidth
              value={condition.segment}
              disabled={disabled}
              onChange={(e) => onChange({ operator: 'segment', segment: e.target.value })}
              slotProps={{
                select: {
                  SelectDisplayProps: { 'aria-label': `Segment ${index + 1}` } as React.HTMLAttributes<HTMLDivElement>,
                  displayEmpty: true,
                  renderValue: (v) =>
                    v ? (
                      (segments?.find((s) => s.ref === v)?.name ?? String(v))
                    ) : (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        Choose a segment
                      </Box>
                    ),
                },
              }}
              error={Boolean(issue('segment'))}
              helperText={issue('segment')}
            >
              {(segments ?? []).length === 0 && (
                <MenuItem disabled value="__none">
                  No segments yet: create one on the Segments page
                </MenuItem>
              )}
              {(segments ?? []).map((s) => (
                <MenuItem key={s.ref} value={s.ref}>
                  <Box sx={{ minWidth: 0 }}>
                    <Box sx={{ fontWeight: 600, fontSize: 14 }}>{s.name}</Box>
                    {s.description && <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{s.description}</Box>}
                  </Box>
                </MenuItem>
              ))}
            </TextField>
          </Box>
        </>
      ) : (
        <>
          <Autocomplete
            freeSolo
            options={ATTRIBUTE_SUGGESTIONS}
            value={condition.attribute}
            disabled={disabled}
            onInputChange={(_e, v) => {
              if (v !== condition.attribute) onChange({ ...condition, attribute: v });
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                placeholder="attribute"
                error={Boolean(issue('attribute'))}
                helperText={issue('attribute')}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: {
                    ...params.slotProps?.htmlInput,
                    'aria-label': `Attribute ${index + 1}`,
                    spellCheck: false,
                    maxLength: 128,
                    style: { fontFamily: fontFamilyMono, fontSize: 13 },
                  },
                }}
              />
            )}
            sx={{ minWidth: 0, gridColumn: { xs: 1, md: 'auto' }, gridRow: { xs: 1, md: 'auto' } }}
          />
          <Box sx={{ gridColumn: { xs: 1, md: 'auto' }, gridRow: { xs: 2, md: 'auto' }, minWidth: 0 }}>{operatorSelect}</Box>
          <Box sx={{ gridColumn: { xs: 1, md: 'auto' }, gridRow: { xs: 3, md: 'auto' }, minWidth: 0 }}>
            <ValuesInput
              operator={op}
              values={condition.values}
              disabled={disabled}
              index={index}
              error={issue('values')}
              onChange={(values) => onChange({ ...condition, values })}
            />
          </Box>
        </>
      )}
      <Tooltip title="Remove condition">
        <Box component="span" sx={{ gridColumn: { xs: 2, md: 'auto' }, gridRow: { xs: 1, md: 'auto' } }}>
          <IconButton size="small" onClick={onRemove} disabled={disabled} aria-label={`Remove condition ${index + 1}`} sx={{ mt: 0.5 }}>
            <CloseRoundedIcon fontSize="small" />
          </IconButton>
        </Box>
      </Tooltip>
    </Box>
  );
}

const PLACEHOLDERS: Partial<Record<AttributeOperator, string>> = {
  equals: 'value',
  not_equals: 'value',
  in: 'Type a value and press Enter',
  not_in: 'Type a value and press Enter',
  starts_with: 'e.g. admin@',
  ends_with: 'e.g. @example.com',
  contains: 'text',
  num_lt: 'number',
  num_gt: 'number',
};

/** One value (a text box) or several (chips: Enter, comma or paste adds them). */
function ValuesInput({
  operator,
  values,
  disabled,
  index,
  error,
  onChange,
}: {
  operator: AttributeOperator;
  values: ConditionValue[];
  disabled?: boolean;
  index: number;
  error?: string;
  onChange: (v: ConditionValue[]) => void;
}) {
  const info = OPERATORS[operator];
  const [draft, setDraft] = useState('');
  const placeholder = PLACEHOLDERS[operator] ?? 'e.g. 2.1.0';
  const label = `Values ${index + 1}`;
  if (info.arity === 'one') {
    const numeric = info.valueKind === 'number';
    const shown = values.length ? String(values[0]) : '';
    return (
      <NumberOrTextField
        key={`${operator}`}
        numeric={numeric}
        initial={shown}
        disabled={disabled}
        placeholder={placeholder}
        label={label}
        error={error}
        onValue={(text) => {
          if (!numeric) {
            onChange(text === '' ? [] : [valueFromText(operator, text) ?? text]);
            return;
          }
          const n = valueFromText(operator, text);
          // an unparsable number is kept as text so validation can say so
          onChange(text.trim() === '' ? [] : [n ?? text]);
        }}
      />
    );
  }
  const add = (raw: string) => {
    const parts = raw
      .split(/[,\n]/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (parts.length === 0) return;
    const next = [...values];
    for (const p of parts) if (!next.some((v) => String(v) === p)) next.push(p);
    onChange(next);
    setDraft('');
  };
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      disabled={disabled}
      value={values.map(String)}
      inputValue={draft}
      onInputChange={(_e, v, reason) => {
        if (reason === 'reset') return;
        if (/[,\n]/.test(v)) add(v);
        else setDraft(v);
      }}
      onChange={(_e, v) => {
        // keep each value's type (a number stays a number) when it was not retyped
        onChange(v.map((s) => values.find((x) => String(x) === s) ?? s));
        setDraft('');
      }}
      onBlur={() => add(draft)}
      renderValue={(v, getItemProps) =>
        v.map((option, i) => {
          const { key, ...rest } = getItemProps({ index: i });
          return <Chip key={key} size="small" label={option} {...rest} sx={{ fontFamily: 'fontFamilyMono', fontSize: 12, maxWidth: 220 }} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={values.length ? '' : placeholder}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps?.htmlInput, 'aria-label': label, spellCheck: false, maxLength: 512 } }}
        />
      )}
    />
  );
}

/** A text box that keeps what is typed ("1." while typing a number) and reports each change. */
function NumberOrTextField({
  numeric,
  initial,
  disabled,
  placeholder,
  label,
  error,
  onValue,
}: {
  numeric: boolean;
  initial: string;
  disabled?: boolean;
  placeholder: string;
  label: string;
  error?: string;
  onValue: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <TextField
      fullWidth
      value={text}
      disabled={disabled}
      placeholder={placeholder}
      error={Boolean(error)}
      helperText={error}
      onChange={(e) => {
        setText(e.target.value);
        onValue(e.target.value);
      }}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          spellCheck: false,
          maxLength: 512,
          inputMode: numeric ? 'decimal' : undefined,
          style: { fontFamily: fontFamilyMono, fontSize: 13 },
        },
      }}
    />
  );
}
