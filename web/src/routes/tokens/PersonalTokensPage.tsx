import { Box, Button } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useProjects } from '../../state/ProjectsProvider';
import { CreateTokenDialog } from './CreateTokenDialog';
import { TokenList } from './TokenList';
import { ApiReferenceButton } from './ApiReferenceButton';
import { usePersonalTokensPage } from './usePersonalTokensPage';
import { FootNote, HeaderActions } from './tokenParts';

/** User menu → API tokens: the caller's personal tokens in every project. */
export default function PersonalTokensPage() {
  const { projects } = useProjects();
  const t = usePersonalTokensPage(projects);
  return (
    <Box>
      <PageHeader
        title="Personal API Tokens"
        count={t.loading ? undefined : t.activeCount}
        subtitle="Tokens that act as you, each in one project and never beyond your role there. For service tokens of a project, see Project Tools → API Tokens."
        actions={
          <HeaderActions direction="row" spacing={1.5} useFlexGap>
            <ApiReferenceButton />
            <Button variant="contained" startIcon={<AddRoundedIcon />} disabled={projects.length === 0} onClick={t.create.show}>
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
          showProject
          canRevoke={() => true}
          onRevoke={t.revoke.ask}
          emptyText={projects.length ? 'Create one to call the API or use the flagstream CLI as yourself.' : 'Create or join a project first.'}
        />
      )}
      <FootNote variant="body2" color="text.secondary">
        Sign the CLI in with <Box component="code">npx flagstream login --url {window.location.origin} --token fst_…</Box>
      </FootNote>
      <CreateTokenDialog
        open={t.create.open}
        fixedKind="personal"
        canCreateServiceTokens={false}
        projects={t.projects}
        onCreate={t.create.submit}
        onClose={t.create.close}
      />
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
