import { Autocomplete, Box, ListSubheader, MenuItem, TextField } from '@mui/material';
import { styled } from '@mui/material/styles';
import { RULE_MODEL_LIMITS } from '@flagstream/domain';
import type { ConditionOperator } from '@flagstream/domain';
import { fontFamilyMono } from '../../../theme/themePrimitives';
import { ATTRIBUTE_SUGGESTIONS, operatorGroups, operatorLabel, segmentLabel } from './conditionModel';
import type { SegmentOption } from './conditionModel';
import { Placeholder } from './styledParts';

const GroupTitle = styled(ListSubheader)({ lineHeight: '30px', fontSize: 11, fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' });
const OperatorField = styled(TextField)({ minWidth: 0 });

/** The operator, grouped by what it compares (text, version, number, segment). */
export function OperatorSelect({
  operator,
  segmentsAllowed,
  disabled,
  index,
  error,
  onChange,
}: {
  operator: ConditionOperator;
  segmentsAllowed: boolean;
  disabled?: boolean;
  index: number;
  error?: string;
  onChange: (op: ConditionOperator) => void;
}) {
  return (
    <OperatorField
      select
      value={operator}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as ConditionOperator)}
      slotProps={{
        select: {
          SelectDisplayProps: { 'aria-label': `Operator ${index + 1}` } as React.HTMLAttributes<HTMLDivElement>,
          MenuProps: { slotProps: { paper: { style: { maxHeight: 420 } } } },
        },
      }}
      fullWidth
      error={Boolean(error)}
      helperText={error}
    >
      {operatorGroups(segmentsAllowed).flatMap((g) => [
        <GroupTitle key={`h-${g.title}`}>{g.title}</GroupTitle>,
        ...g.ops.map((o) => (
          <MenuItem key={o} value={o} dense>
            {operatorLabel(o)}
          </MenuItem>
        )),
      ])}
    </OperatorField>
  );
}

const SegmentItem = styled(Box)({ minWidth: 0 });
const SegmentName = styled(Box)({ fontWeight: 600, fontSize: 14 });
const SegmentDescription = styled(Box)(({ theme }) => ({ fontSize: 12, color: theme.palette.text.secondary }));

/** The segment a condition is in: a project's segment, by name. */
export function SegmentSelect({
  segment,
  segments,
  disabled,
  index,
  error,
  onChange,
}: {
  segment: string;
  segments: SegmentOption[] | null;
  disabled?: boolean;
  index: number;
  error?: string;
  onChange: (ref: string) => void;
}) {
  const options = segments ?? [];
  return (
    <TextField
      select
      fullWidth
      value={segment}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        select: {
          SelectDisplayProps: { 'aria-label': `Segment ${index + 1}` } as React.HTMLAttributes<HTMLDivElement>,
          displayEmpty: true,
          renderValue: (v) => (v ? segmentLabel(segments, String(v)) : <Placeholder>Choose a segment</Placeholder>),
        },
      }}
      error={Boolean(error)}
      helperText={error}
    >
      {options.length === 0 && (
        <MenuItem disabled value="__none">
          No segments yet: create one on the Segments page
        </MenuItem>
      )}
      {options.map((s) => (
        <MenuItem key={s.ref} value={s.ref}>
          <SegmentItem>
            <SegmentName>{s.name}</SegmentName>
            {s.description && <SegmentDescription>{s.description}</SegmentDescription>}
          </SegmentItem>
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The context attribute compared: a suggestion or any name typed. */
export function AttributeField({
  attribute,
  disabled,
  index,
  error,
  className,
  onChange,
}: {
  attribute: string;
  disabled?: boolean;
  index: number;
  error?: string;
  /** the grid cell it takes (the condition row places it) */
  className?: string;
  onChange: (attribute: string) => void;
}) {
  return (
    <Autocomplete
      freeSolo
      className={className}
      options={ATTRIBUTE_SUGGESTIONS}
      value={attribute}
      disabled={disabled}
      onInputChange={(_e, v) => {
        if (v !== attribute) onChange(v);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="attribute"
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps?.htmlInput,
              'aria-label': `Attribute ${index + 1}`,
              spellCheck: false,
              maxLength: RULE_MODEL_LIMITS.attributeLength,
              style: { fontFamily: fontFamilyMono, fontSize: 13 },
            },
          }}
        />
      )}
    />
  );
}
