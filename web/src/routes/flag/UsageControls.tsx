import { Alert, Button, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { styled } from '@mui/material/styles';
import { describeError } from '../../apollo/errors';
import { USAGE_RANGE_OPTIONS, rangeAllowed } from './usageModel';
import type { UsageRangeId } from './usageModel';

const RangeButton = styled(ToggleButton)(({ theme }) => ({
  padding: theme.spacing(0.25, 1),
  fontWeight: 600,
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(1.5), paddingRight: theme.spacing(1.5) },
}));

/** The 1 h / 24 h / 7 d / 30 d choice of both usage cards; ranges longer than the plan keeps are disabled. */
export function UsageRangeToggle(p: { value: UsageRangeId; onChange(v: UsageRangeId): void; retentionDays: number; className?: string }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={p.value}
      onChange={(_e, v: UsageRangeId | null) => v && p.onChange(v)}
      aria-label="Time range"
      className={p.className}
    >
      {USAGE_RANGE_OPTIONS.map((o) => (
        <RangeButton key={o.id} value={o.id} disabled={!rangeAllowed(o.id, p.retentionDays)}>
          {o.label}
        </RangeButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Why usage could not be loaded, with Retry. */
export function UsageLoadError(p: { error: unknown; onRetry(): void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={p.onRetry}>
          Retry
        </Button>
      }
    >
      Usage could not be loaded: {describeError(p.error)}
    </Alert>
  );
}
