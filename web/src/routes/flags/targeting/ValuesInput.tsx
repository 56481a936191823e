import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { styled } from '@mui/material/styles';
import { OPERATORS, RULE_MODEL_LIMITS } from '@flagstream/domain';
import type { AttributeOperator, ConditionValue } from '@flagstream/domain';
import { fontFamilyMono } from '../../../theme/themePrimitives';
import { singleValue, valuePlaceholder } from './conditionModel';
import { useValueChips } from './useValueChips';

interface ValuesProps {
  operator: AttributeOperator;
  values: ConditionValue[];
  disabled?: boolean;
  index: number;
  error?: string;
  onChange: (v: ConditionValue[]) => void;
}

/** One value (a text box) or several (chips: Enter, comma or paste adds them). */
export function ValuesInput(props: ValuesProps) {
  const { operator, values, disabled, index, error, onChange } = props;
  const info = OPERATORS[operator];
  if (info.arity !== 'one') return <ValueChips {...props} />;
  return (
    <SingleValueField
      key={operator}
      numeric={info.valueKind === 'number'}
      initial={values.length ? String(values[0]) : ''}
      disabled={disabled}
      placeholder={valuePlaceholder(operator)}
      label={`Values ${index + 1}`}
      error={error}
      onValue={(text) => onChange(singleValue(operator, text))}
    />
  );
}

const ValueChip = styled(Chip)(({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono, fontSize: 12, maxWidth: 220 }));

/** Several values as chips. */
function ValueChips({ operator, values, disabled, index, error, onChange }: ValuesProps) {
  const chips = useValueChips(values, onChange);
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      disabled={disabled}
      value={values.map(String)}
      inputValue={chips.draft}
      onInputChange={(_e, v, reason) => chips.type(v, reason)}
      onChange={(_e, v) => chips.setTexts(v)}
      onBlur={chips.blur}
      renderValue={(v, getItemProps) =>
        v.map((option, i) => {
          const { key, ...rest } = getItemProps({ index: i });
          return <ValueChip key={key} size="small" label={option} {...rest} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={values.length ? '' : valuePlaceholder(operator)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps?.htmlInput, 'aria-label': `Values ${index + 1}`, spellCheck: false, maxLength: RULE_MODEL_LIMITS.valueLength },
          }}
        />
      )}
    />
  );
}

/** A text box that keeps what is typed ("1." while typing a number) and reports each change. */
function SingleValueField({
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
          maxLength: RULE_MODEL_LIMITS.valueLength,
          inputMode: numeric ? 'decimal' : undefined,
          style: { fontFamily: fontFamilyMono, fontSize: 13 },
        },
      }}
    />
  );
}
