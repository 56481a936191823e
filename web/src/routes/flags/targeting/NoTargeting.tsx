import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import AltRouteRoundedIcon from '@mui/icons-material/AltRouteRounded';
import PercentRoundedIcon from '@mui/icons-material/PercentRounded';
import RuleRoundedIcon from '@mui/icons-material/RuleRounded';

const Empty = styled(Box)(({ theme }) => ({
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 3,
  padding: theme.spacing(2.5),
  textAlign: 'center',
  backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.05 : 0.02),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
}));
const Icon = styled(AltRouteRoundedIcon)(({ theme }) => ({ fontSize: 34, color: theme.palette.primary.main, marginBottom: theme.spacing(0.5) }));
const Title = styled(Typography)({ fontWeight: 700 });
const Text = styled(Typography)(({ theme }) => ({ maxWidth: 520, margin: theme.spacing(0.5, 'auto', 0) }));
const Starts = styled(Stack)(({ theme }) => ({ justifyContent: 'center', marginTop: theme.spacing(2.5) }));

/** An environment without targeting: everyone gets its value; start a rollout or a rule. */
export function NoTargeting({
  environmentName,
  possible,
  disabled,
  onStart,
}: {
  environmentName: string;
  /** false for a JSON flag whose value is not an object (flagd needs one) */
  possible: boolean;
  disabled?: boolean;
  onStart: (start: 'rollout' | 'rule') => void;
}) {
  return (
    <Empty>
      <Icon />
      <Title>No targeting in {environmentName}</Title>
      <Text variant="body2" color="text.secondary">
        {possible
          ? "Everyone gets this environment's value. Roll a new value out to a share of users, or serve it to the users your rules match."
          : 'Targeting a JSON flag needs a JSON object value: set one above first.'}
      </Text>
      {possible && (
        <Starts direction={{ xs: 'column', sm: 'row' }} spacing={1.25}>
          <Button variant="contained" startIcon={<PercentRoundedIcon />} disabled={disabled} onClick={() => onStart('rollout')}>
            Percentage rollout
          </Button>
          <Button variant="outlined" startIcon={<RuleRoundedIcon />} disabled={disabled} onClick={() => onStart('rule')}>
            Add a rule
          </Button>
        </Starts>
      )}
    </Empty>
  );
}
