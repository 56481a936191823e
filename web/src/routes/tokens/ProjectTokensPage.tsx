import { Box, Button, Typography } from '@mui/material';
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
import { FootNote, HeaderActions } from './tokenParts';

type Page = ReturnType<typeof useProjectTokensPage>;

/** Under the title: what the tokens are for, in which project. */
function TokensSubtitle({ projectName }: { projectName: string }) {
  return (
    <>
      Tokens for CI pipelines, scripts and the <Box component="code">flagstream</Box> CLI in{' '}
      <Typography variant="strong" component="strong">
        {projectName}
      </Typography>
      . A token never does more than its creator may.
    </>
  );
}

/** Revoking asks first, naming the token and its preview. */
function RevokeTokenDialog({ revoke }: { revoke: Page['revoke'] }) {
  return (
    <ConfirmDialog
      open={revoke.target !== null}
      title="Revoke token?"
      confirmLabel="Revoke Token"
      pendingLabel="Revoking..."
      pending={revoke.pending}
      onClose={revoke.cancel}
      onConfirm={revoke.confirm}
      message={
        revoke.target && (
          <>
            Anything using &ldquo;{revoke.target.name}&rdquo; ({revoke.target.preview}) will be refused from now on. This cannot be undone.
          </>
        )
      }
    />
  );
}

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
        subtitle={<TokensSubtitle projectName={current.name} />}
        actions={
          <HeaderActions direction="row" spacing={1.5} useFlexGap>
            <ApiReferenceButton />
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={t.create.show}>
              New Token
            </Button>
          </HeaderActions>
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
      <FootNote variant="body2" color="text.secondary">
        Every change made with a token is in the Audit Log under the token's name. Revoking takes effect at once, on every server.
      </FootNote>
      <CreateTokenDialog open={t.create.open} projects={t.projects} canCreateServiceTokens={t.manages} onCreate={t.create.submit} onClose={t.create.close} />
      <RevokeTokenDialog revoke={t.revoke} />
    </Box>
  );
}
