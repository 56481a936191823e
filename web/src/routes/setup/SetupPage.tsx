import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Grid, Stack } from '@mui/material';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { useCurrentProjectTree } from '../../state/useCurrentProjectTree';
import type { CurrentProject } from '../../state/useCurrentProjectTree';
import { ApiUrlCard } from './ApiUrlCard';
import { CodeSamplesCard } from './CodeSamplesCard';
import { ConfigDetailsCard } from './ConfigDetailsCard';
import { SdkSnippetsCard } from './SdkSnippetsCard';
import { SetupSkeleton } from './SetupParts';
import { UsingOverridesCard } from './UsingOverridesCard';
import { useSetupPage } from './useSetupPage';
import { GenerateLink } from './setupStyles';

const PAGE_TITLE = 'Setup & Integration';
const PAGE_SUBTITLE = 'Fetch your configuration from any app: pick an environment, then copy the URL or a code sample.';

export default function SetupPage() {
  // environments, overrides and flags of the current project only (the shell's list carries none)
  const { project, loading, error, refetch } = useCurrentProjectTree();
  if (!project) {
    return (
      <>
        <PageHeader title={PAGE_TITLE} subtitle={PAGE_SUBTITLE} />
        {loading ? (
          <SetupSkeleton />
        ) : error ? (
          <ErrorState title="Error loading project" message={error.message} onRetry={() => void refetch()} />
        ) : (
          <NoProjectSelected />
        )}
      </>
    );
  }
  return <Setup key={project.id} project={project} refetchProjects={refetch} />;
}

function Setup({ project, refetchProjects }: { project: CurrentProject; refetchProjects: () => Promise<unknown> }) {
  const s = useSetupPage(project, refetchProjects);
  const { env, override } = s;
  if (!env || !s.sdkParams || !s.snippet) {
    return (
      <>
        <PageHeader title={PAGE_TITLE} subtitle={PAGE_SUBTITLE} />
        <EmptyState
          title="No environments yet"
          description="The configuration endpoint serves one environment at a time: create one first."
          action={
            <Button component={RouterLink} to="/environments" variant="contained">
              Manage Environments
            </Button>
          }
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={PAGE_TITLE} subtitle={PAGE_SUBTITLE} />
      <Stack spacing={3}>
        {s.missingUuids && (
          <Alert severity="warning">
            Some UUID fields are missing for your project or environments. This is required for the new API format.{' '}
            {s.canGenerateUuids && (
              <GenerateLink component="button" type="button" onClick={s.generateUuids} disabled={s.generating}>
                {s.generating ? 'Generating...' : 'Generate missing UUIDs'}
              </GenerateLink>
            )}
          </Alert>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ApiUrlCard {...s} env={env} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ConfigDetailsCard projectName={project.name} projectUuid={project.uuid} env={env} override={override} />
          </Grid>
        </Grid>
        <CodeSamplesCard
          tab={s.sampleTab}
          onTab={s.setSampleTab}
          params={s.params}
          url={s.url}
          subheader={`Filled in for ${env.name}${override ? ` with the override “${override.name}”` : ''}.`}
        />
        <SdkSnippetsCard tab={s.sdkTab} onTab={s.setSdkTab} snippet={s.snippet} params={s.sdkParams} />
        <UsingOverridesCard />
      </Stack>
    </>
  );
}
