import { Box, Button, Stack, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useProjects } from '../../state/ProjectsProvider';
import { useAuth } from '../../auth/authContext';
import { CreateTokenDialog } from './CreateTokenDialog';
import { TokenList } from './TokenList';
import { ApiReferenceButton } from './ApiReferenceButton';
import { useProjectTokensPage } from './useProjectTokensPage';

/** Project Tools → API Tokens: the project's service tokens and the caller's personal ones. */
export default function ProjectTokensPage() {
  const { current, loading: projectsLoading } = useProjects();
  const { user } = useAuth();
  const t = useProjectTokensPage(current, user?.id);

  if (!current)
    return projectsLoading ? (
      <CardGridSkeleton label="Loading project..." />
    ) : (
      <>
        <PageHeader title="API Tokens" />
        <NoProjectSelected />
      </>
    );
  return (
    <Box>
      <PageHeader
        title="API Tokens"
        count={t.loading ? undefined : t.activeCount}
        subtitle={
          <>
            Tokens for CI pipelines, scripts and the <Box component="code">flagstream</Box> CLI in{' '}
            <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {current.name}
            </Box>
            . A token never does more than its creator may.
          </>
        }
        actions={
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ApiReferenceButton />
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={t.create.show}>
              New Token
            </Button>
          </Stack>
        }
      />
      {t.error ? (
        <ErrorState title="Error loading tokens" message={t.error.message} onRetry={t.retry} />
      ) : (
        <TokenList
          tokens={t.tokens}
          loading={t.loading}
          canRevoke={t.canRevoke}
          onRevoke={t.revoke.ask}
          emptyText={
            t.manages ? 'Create a service token for your CI, or a personal token for your scripts.' : 'Create a personal token for your scripts and the CLI.'
          }
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Every change made with a token is in the Audit Log under the token's name. Revoking takes effect at once, on every server.
      </Typography>
      <CreateTokenDialog open={t.create.open} projects={t.projects} canCreateServiceTokens={t.manages} onCreate={t.create.submit} onClose={t.create.close} />
      <ConfirmDialog
        open={t.revoke.target !== null}
        title="Revoke token?"
        confirmLabel="Revoke Token"
        pendingLabel="Revoking..."
        pending={t.revoke.pending}
        onClose={t.revoke.cancel}
        onConfirm={t.revoke.confirm}
        message={
          t.revoke.target && (
            <>
              Anything using &ldquo;{t.revoke.target.name}&rdquo; ({t.revoke.target.preview}) will be refused from now on. This cannot be undone.
            </>
          )
        }
      />
    </Box>
  );
}
