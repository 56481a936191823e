import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { describeError } from '../../apollo/errors';
import { ago, fullCount } from './usageModel';
import { UpgradeHint } from './UpgradeHint';
import { UsageLoadError, UsageRangeToggle } from './UsageControls';
import { EvaluationsChart } from './EvaluationsChart';
import { EnvironmentTabs, NoEvaluationsNote, ShareBar, UsageFrame, UsageSkeleton } from './UsageParts';
import { useFlagUsage, useFreeUsage } from './useFlagUsage';
import { BaselineRow } from './flagParts';

export { ShareBar } from './UsageParts';

const RangeToggle = styled(UsageRangeToggle)(({ theme }) => ({ backgroundColor: theme.palette.background.paper }));
const ChartFrame = styled('div')(({ theme }) => ({ position: 'relative', marginTop: theme.spacing(1) }));
const Footnotes = styled(Stack)(({ theme }) => ({ flexWrap: 'wrap', marginTop: theme.spacing(0.5) }));

export interface FlagUsageCardProps {
  projectId: string;
  flagId: string;
  flagName: string;
}

/**
 * The flag page's usage (issue 20): evaluations over time per environment, stacked by variant,
 * with each variant's share (a 20% rollout reads 20%). Free plans get the totals of the last
 * 24 hours and an upgrade hint (the server answers PLAN_FEATURE_REQUIRED for series).
 * Loaded lazily: the charts library is its own chunk.
 */
export default function FlagUsageCard({ projectId, flagId, flagName }: FlagUsageCardProps) {
  const u = useFlagUsage(flagId);
  if (u.planRequired) return <FreeUsage projectId={projectId} flagId={flagId} />;
  const { data, range, stacked } = u;
  return (
    <UsageFrame
      subtitle={`How often ${flagName} is evaluated, by variant · ${range.long}`}
      action={<RangeToggle value={u.rangeId} onChange={u.setRangeId} retentionDays={u.retentionDays} />}
    >
      {u.error && !data ? (
        <UsageLoadError error={u.error} onRetry={u.retry} />
      ) : !data ? (
        <UsageSkeleton />
      ) : (
        <>
          <EnvironmentTabs value={u.tab} onChange={u.setEnvId} total={data.total} envs={u.envs} />
          <ShareBar shares={u.shares} total={stacked.total} />
          <ChartFrame data-testid="flag-usage-chart">
            <EvaluationsChart x={stacked.x} series={stacked.series} rangeId={u.rangeId} stepMs={range.stepMs} />
            {stacked.total === 0 && <NoEvaluationsNote rangeLong={range.long} />}
          </ChartFrame>
          <Footnotes direction="row" spacing={2} useFlexGap>
            <Typography variant="caption" color="text.secondary">
              Last evaluated {ago(data.lastEvaluatedAt, u.now)}
            </Typography>
            {data.clamped && (
              <Typography variant="caption" color="text.secondary">
                Your plan keeps {data.retentionDays} days of usage
              </Typography>
            )}
          </Footnotes>
        </>
      )}
    </UsageFrame>
  );
}

/** Free plan: the totals of the last 24 hours with the shares, and what Advanced analytics adds. */
function FreeUsage({ projectId, flagId }: { projectId: string; flagId: string }) {
  const t = useFreeUsage(projectId, flagId);
  return (
    <UsageFrame subtitle="Evaluations by variant · last 24 hours">
      {t.error && !t.loaded ? (
        <Alert severity="error">Usage could not be loaded: {describeError(t.error)}</Alert>
      ) : !t.loaded ? (
        <Skeleton variant="rounded" height={80} />
      ) : (
        <Stack spacing={2}>
          <BaselineRow direction="row" spacing={1}>
            <Typography variant="h4" component="p" data-testid="flag-usage-total">
              {fullCount(t.evaluations)}
            </Typography>
            <Typography color="text.secondary">evaluations</Typography>
          </BaselineRow>
          <ShareBar shares={t.shares} total={t.evaluations} />
          <UpgradeHint />
        </Stack>
      )}
    </UsageFrame>
  );
}
