import { useState } from 'react';
import { Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { useQuery } from '@apollo/client/react';
import { FREE_PLAN_FEATURES_QUERY } from '../apollo/documents/plans';
import { canAddEnvironment, canRemoveEnvironment, environmentLimitNote } from './environmentsModel';

/** A new project starts on the free plan: its environment cap applies to the initial list (issue 17). */
export function useNewProjectEnvironmentLimit(): { max: number | null; plan: string } {
  const { data } = useQuery(FREE_PLAN_FEATURES_QUERY);
  const free = data?.subscriptionPlans.find((p) => p.isFreePlan);
  return { max: free && free.featureMaxEnvironments >= 0 ? free.featureMaxEnvironments : null, plan: free?.name ?? 'Free' };
}

export const DEFAULT_ENVIRONMENT_NAMES = ['development', 'staging', 'production'];

const Heading = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(1) }));
const ChipLine = styled(Stack)(({ theme }) => ({ flexWrap: 'wrap', marginBottom: theme.spacing(1.5) }));
const LimitNote = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(0.75) }));

/** The custom environment being typed, and adding it (button or Enter). */
function useNewEnvironment(value: string[], onChange: (v: string[]) => void) {
  const [text, setText] = useState('');
  const name = text.trim();
  // Adding past the cap is allowed (people may prefer to drop another one); the form then says what to remove.
  const canAdd = canAddEnvironment(name, value);
  const add = () => {
    if (!canAdd) return;
    onChange([...value, name]);
    setText('');
  };
  return { text, setText, canAdd, add };
}

/** Under the field: how many of the plan's environments are used, or how many to remove. */
function EnvironmentLimit({ count, max, planName }: { count: number; max: number; planName: string }) {
  const note = environmentLimitNote(count, max, planName);
  return (
    <LimitNote variant="noteLine" color={note.over ? 'error.main' : 'text.secondary'} data-testid="environment-limit">
      {note.text}
    </LimitNote>
  );
}

/**
 * Initial environments as chips (spec §5): a custom one must be non-blank and not already
 * listed, added by button or Enter; one can be removed only while more than one remains.
 */
export function EnvironmentChips({
  value,
  onChange,
  disabled,
  max = null,
  planName = 'Free',
}: {
  value: string[];
  onChange: (v: string[]) => void;
  disabled?: boolean;
  /** the plan's environment cap: the form refuses more instead of failing on submit */
  max?: number | null;
  planName?: string;
}) {
  const { text, setText, canAdd, add } = useNewEnvironment(value, onChange);
  return (
    <div>
      <Heading variant="subtitle2">Environments</Heading>
      <ChipLine direction="row" spacing={1} useFlexGap>
        {value.map((env) => (
          <Chip
            key={env}
            label={env}
            color="primary"
            variant="outlined"
            onDelete={canRemoveEnvironment(value, disabled) ? () => onChange(value.filter((v) => v !== env)) : undefined}
          />
        ))}
      </ChipLine>
      <Stack direction="row" spacing={1}>
        <TextField
          fullWidth
          placeholder="Add environment (e.g. qa)"
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          slotProps={{ htmlInput: { 'aria-label': 'New environment name' } }}
        />
        <Button variant="outlined" onClick={add} disabled={!canAdd || disabled} startIcon={<AddRoundedIcon />}>
          Add
        </Button>
      </Stack>
      {max !== null && <EnvironmentLimit count={value.length} max={max} planName={planName} />}
    </div>
  );
}
