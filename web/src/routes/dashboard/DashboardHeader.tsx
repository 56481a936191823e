import { memo } from 'react';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { alpha, keyframes, styled } from '@mui/material/styles';
import { describeError } from '../../apollo/errors';

const Chips = styled(Stack)({ flexWrap: 'wrap' });

/** In dark mode the outlined chip reads in the accent's light tone. */
const LiveChip = styled(Chip)(({ theme }) => ({
  paddingLeft: theme.spacing(0.75),
  ...(theme.palette.mode === 'dark' && { color: theme.palette.primary.light, borderColor: alpha(theme.palette.primary.light, 0.5) }),
}));

/** Green while the project is active, grey otherwise. */
const StatusChip = styled(Chip, { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  fontWeight: 600,
  backgroundColor: alpha(active ? theme.palette.success.main : theme.palette.text.secondary, 0.12),
  color: active ? theme.palette.success.main : theme.palette.text.secondary,
}));

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(22,163,74,0.5); }
  70% { box-shadow: 0 0 0 6px rgba(22,163,74,0); }
  100% { box-shadow: 0 0 0 0 rgba(22,163,74,0); }
`;

const PulsingDot = styled('span')(({ theme }) => ({
  width: 8,
  height: 8,
  borderRadius: '50%',
  backgroundColor: theme.palette.success.main,
  display: 'inline-block',
  flexShrink: 0,
  animation: `${pulse} 2s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

/**
 * A softly pulsing dot: the dashboard refreshes itself. A component of its own that takes no props,
 * so the Chip's icon class (its margins and size) never reaches the dot.
 */
function LiveDot() {
  return <PulsingDot />;
}

/** The header's chips: the dashboard is live; the project's status once the stats could be read. */
export const HeaderChips = memo(function HeaderChips({ status, active, failed }: { status: string; active: boolean; failed: boolean }) {
  return (
    <Chips direction="row" spacing={1} useFlexGap>
      <LiveChip label="Real-time Dashboard" size="small" variant="outlined" color="primary" icon={<LiveDot />} />
      {/* unknown while the stats cannot be read: no "Status: inactive" guess */}
      {!failed && <StatusChip label={`Status: ${status}`} size="small" active={active} />}
    </Chips>
  );
});

const StatsAlert = styled(Alert)(({ theme }) => ({ marginBottom: theme.spacing(3) }));
// cast: styled() drops Typography's `component` prop from the type
const Detail = styled(Typography)({ opacity: 0.85 }) as typeof Typography;

/** The stats could not be read: why, and Retry. */
export function StatsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <StatsAlert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Failed to load dashboard data. Please refresh the page or try again later.
      <Detail variant="caption" component="div">
        {describeError(error)}
      </Detail>
    </StatsAlert>
  );
}
