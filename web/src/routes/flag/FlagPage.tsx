import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Grid } from '@mui/material';
import { styled } from '@mui/material/styles';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import { mayRestore } from '@flagstream/domain';
import type { FlagType, FlagValue } from '@flagstream/domain';
import { useProjects } from '../../state/ProjectsProvider';
import { EmptyState, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { describeError } from '../../apollo/errors';
import { FlagFormDialog } from '../flags/FlagFormDialog';
import { ArchivedBanner } from './ArchivedBanner';
import { DefaultValueCard } from './DefaultValueCard';
import { FlagEnvironments } from './FlagEnvironments';
import { FlagHistoryCard } from './FlagHistoryCard';
import { FlagPageHeader } from './FlagPageHeader';
import { FlagPageSkeleton } from './FlagPageSkeleton';
import { FlagUsageSection } from './FlagUsageSection';
import { KillSwitchCard } from './KillSwitchCard';
import { PageSection } from './flagParts';
import { SnippetCard } from './SnippetCard';
import { useFlagPage } from './useFlagPage';
import type { PageFlag } from './useFlagPage';
import { useFlagPageChanges } from './useFlagPageChanges';
import type { FlagPageChanges } from './useFlagPageChanges';

const CardsRow = styled(Grid)(({ theme }) => ({ marginBottom: theme.spacing(2.5) }));

/** The flag page (/flags/{key}): per environment what is served now, why and who set it; edit in place; history; code. */
export default function FlagPage() {
  const { key = '' } = useParams();
  const { current, loading } = useProjects();
  if (loading) return <FlagPageSkeleton />;
  if (!current) return <NoProjectSelected />;
  return <FlagScreen key={`${current.id}:${key}`} projectId={current.id} projectUuid={current.uuid} flagKey={key} permissions={current.permissions} />;
}

interface ScreenProps {
  projectId: string;
  projectUuid: string;
  flagKey: string;
  permissions: { canManageFlags: boolean; canManageEnvironments: boolean; canManageOverrides: boolean };
}

/** The page's states: loading, no such flag, failed, or the flag. */
function FlagScreen(props: ScreenProps) {
  const p = useFlagPage(props.projectId, props.flagKey);
  const changes = useFlagPageChanges(p);
  if (p.loading) return <FlagPageSkeleton />;
  if (p.notFound) return <FlagNotFound flagKey={props.flagKey} />;
  if (p.error || !p.flag)
    return <ErrorState title="Error loading the feature flag" message={p.error ? describeError(p.error) : undefined} onRetry={() => void p.refetch()} />;
  return <FlagView {...props} p={p} flag={p.flag} changes={changes} />;
}

function FlagNotFound({ flagKey }: { flagKey: string }) {
  return (
    <EmptyState
      icon={<FlagRoundedIcon fontSize="emptyState" />}
      title="Flag not found"
      description={`This project has no flag with the key “${flagKey}”. It may have been deleted or renamed.`}
      action={
        <Button component={RouterLink} to="/flags" variant="contained">
          Back to Feature Flags
        </Button>
      }
    />
  );
}

type ViewProps = ScreenProps & { p: ReturnType<typeof useFlagPage>; flag: PageFlag; changes: FlagPageChanges };

/** The loaded flag: header, kill switch and default, environments, usage, history and code, the Edit Flag dialog. */
function FlagView({ projectId, projectUuid, permissions, p, flag, changes }: ViewProps) {
  const type = flag.type as FlagType;
  return (
    <Box>
      <UnsavedChangesPrompt dirty={changes.dirty} what="flag values" />
      <FlagPageHeader flag={flag} canEdit={permissions.canManageFlags} onEdit={changes.edit.show} />
      <ArchivedBanner projectId={projectId} flagId={flag.id} flagName={flag.name} canManage={permissions.canManageFlags} />
      <CardsRow container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <KillSwitchCard flag={flag} canManage={permissions.canManageFlags} onKill={changes.kill} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DefaultValueCard type={type} value={flag.value} canEdit={permissions.canManageFlags} editor={changes.defaultValue} />
        </Grid>
      </CardsRow>
      <FlagEnvironments p={p} changes={changes} canEdit={permissions.canManageEnvironments} />
      {/* issue 20: evaluations over time per environment, stacked by variant (charts load lazily) */}
      <PageSection>
        <FlagUsageSection projectId={projectId} flagId={flag.id} flagName={flag.name} />
      </PageSection>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <FlagHistoryCard
            projectId={projectId}
            flagId={flag.id}
            entries={p.history.entries}
            loading={p.history.loading}
            error={p.history.error}
            hasMore={p.history.hasMore}
            loadingOlder={p.history.loadingOlder}
            onLoadOlder={() => void p.history.loadOlder()}
            now={p.now}
            canRestore={(kind) => mayRestore(kind, permissions)}
            onRestored={p.refetch}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <SnippetCard flagKey={flag.key} type={type} defaultValue={flag.value as FlagValue} projectUuid={projectUuid} environments={p.environments} />
        </Grid>
      </Grid>
      {changes.confirmDialog}
      {permissions.canManageFlags && (
        <FlagFormDialog
          open={changes.edit.open}
          projectId={projectId}
          flag={flag as never}
          onClose={changes.edit.close}
          onSaved={changes.edit.saved}
          onLimit={changes.edit.close}
        />
      )}
    </Box>
  );
}
