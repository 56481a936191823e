import { useState } from 'react';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { useQuery } from '@apollo/client/react';
import { FREE_PLAN_FEATURES_QUERY } from '../apollo/documents/plans';

/** A new project starts on the free plan: its environment cap applies to the initial list (issue 17). */
export function useNewProjectEnvironmentLimit(): { max: number | null; plan: string } {
  const { data } = useQuery(FREE_PLAN_FEATURES_QUERY);
  const free = data?.subscriptionPlans.find((p) => p.isFreePlan);
  return { max: free && free.featureMaxEnvironments >= 0 ? free.featureMaxEnvironments : null, plan: free?.name ?? 'Free' };
}

export const DEFAULT_ENVIRONMENT_NAMES = ['development', 'staging', 'production'];

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
  const [text, setText] = useState('');
  const name = text.trim();
  // Adding past the cap is allowed (people may prefer to drop another one); the form then says what to remove.
  const canAdd = name.length > 0 && !value.some((v) => v.toLowerCase() === name.toLowerCase());
  const add = () => {
    if (!canAdd) return;
    onChange([...value, name]);
    setText('');
  };
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Environments
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
        {value.map((env) => (
          <Chip
            key={env}
            label={env}
            color="primary"
            variant="outlined"
            onDelete={value.length > 1 && !disabled ? () => onChange(value.filter((v) => v !== env)) : undefined}
          />
        ))}
      </Stack>
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
      {max !== null && (
        <Typography
          variant="caption"
          color={value.length > max ? 'error.main' : 'text.secondary'}
          sx={{ display: 'block', mt: 0.75 }}
          data-testid="environment-limit"
        >
          {value.length > max
            ? `New projects start on the ${planName} plan, which allows ${max} environments: remove ${value.length - max}.`
            : `${value.length} of ${max} environments on the ${planName} plan. Upgrade after creating the project to add more.`}
        </Typography>
      )}
    </Box>
  );
}
