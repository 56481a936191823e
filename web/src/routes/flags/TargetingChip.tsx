import { Chip, Tooltip } from '@mui/material';
import { styled } from '@mui/material/styles';
import AltRouteRoundedIcon from '@mui/icons-material/AltRouteRounded';
import { targetingChipLabel } from './targeting/targetingChip';

/** A 22px chip as wide as its label, at the start of its cell's column. */
const Mark = styled(Chip)(({ theme }) => ({
  height: 22,
  fontSize: 11.5,
  fontWeight: 600,
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  maxWidth: '100%',
  width: 'fit-content',
  alignSelf: 'flex-start',
  '& .MuiChip-icon': { fontSize: 14 },
}));

/** The slot web-flags renders in each environment cell of the flag list and the Values Matrix. */
export interface TargetingChipProps {
  flagId: string;
  flagKey: string;
  environmentId: string;
  /** the flag's FlagEnvironmentValue row in that environment */
  value: { hasTargeting?: boolean | null; rolloutPercentage?: number | null; environmentName?: string | null } | null | undefined;
}

/**
 * Targeting in one environment, as a small chip: "20% rollout" when the fall-through is a split,
 * "Targeting" otherwise; nothing without targeting.
 */
export function TargetingChip({ flagKey, environmentId, value }: TargetingChipProps) {
  const label = targetingChipLabel(Boolean(value?.hasTargeting), value?.rolloutPercentage);
  if (!label) return null;
  const where = value?.environmentName ? ` in ${value.environmentName}` : '';
  const pct = value?.rolloutPercentage;
  const help =
    label === 'Targeting'
      ? `${flagKey}${where} is served by targeting rules (evaluated per context over OFREP and flagd)`
      : `${flagKey}${where}: ${pct}% of the contexts no rule matches get the rolled-out variant`;
  return (
    <Tooltip title={help}>
      <Mark size="small" variant="outlined" color="primary" icon={<AltRouteRoundedIcon />} label={label} data-testid={`targeting-chip-${environmentId}`} />
    </Tooltip>
  );
}
