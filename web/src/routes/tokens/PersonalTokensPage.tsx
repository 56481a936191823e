import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { useSnackbar } from 'notistack';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useProjects } from '../../state/ProjectsProvider';
import { ErrorToast } from '../environments/feedback';
import { CreateTokenDialog } from './CreateTokenDialog';
import { TokenList } from './TokenList';
import { ApiReferenceButton } from './ApiReferenceButton';
import { usePersonalTokens } from './useTokens';
import type { TokenRow } from './useTokens';

/** User menu → API tokens: the caller's personal tokens in every project. */
export default function PersonalTokensPage() {
  const { projects } = useProjects();
  const { enqueueSnackbar } = useSnackbar();
  const t = usePersonalTokens();
  const [creating, setCreating] = useState(false);
  const [toRevoke, setToRevoke] = useState<TokenRow | null>(null);
  const revoke = async () => {
    if (!toRevoke) return;
    try {
      await t.revoke(toRevoke.id);
      enqueueSnackbar(`Token "${toRevoke.name}" revoked`, { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(<ErrorToast title="Failed to revoke token" error={e} />, { variant: 'error' });
    } finally {
      setToRevoke(null);
    }
  };
  return (
    <Box>
      <PageHeader
        title="Personal API Tokens"
        count={t.loading ? undefined : t.tokens.filter((x) => x.status === 'active').length}
        subtitle="Tokens that act as you, each in one project and never beyond your role there. For service tokens of a project, see Project Tools → API Tokens."
        actions={
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ApiReferenceButton />
            <Button variant="contained" startIcon={<AddRoundedIcon />} disabled={projects.length === 0} onClick={() => setCreating(true)}>
              New Token
            </Button>
          </Stack>
        }
      />
      {t.error && !t.tokens.length ? (
        <ErrorState title="Error loading tokens" message={t.error.message} onRetry={() => void t.refetch()} />
      ) : (
        <TokenList
          tokens={t.tokens}
          loading={t.loading}
          showProject
          canRevoke={() => true}
          onRevoke={setToRevoke}
          emptyText={projects.length ? 'Create one to call the API or use the flagstream CLI as yourself.' : 'Create or join a project first.'}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Sign the CLI in with <Box component="code">npx flagstream login --url {window.location.origin} --token fst_…</Box>
      </Typography>
      <CreateTokenDialog
        open={creating}
        fixedKind="personal"
        canCreateServiceTokens={false}
        projects={projects.map((p) => ({ id: p.id, name: p.name, role: p.role }))}
        onCreate={t.create}
        onClose={() => setCreating(false)}
      />
      <ConfirmDialog
        open={toRevoke !== null}
        title="Revoke token?"
        confirmLabel="Revoke Token"
        pendingLabel="Revoking..."
        pending={t.revoking}
        onClose={() => setToRevoke(null)}
        onConfirm={() => void revoke()}
        message={
          toRevoke && (
            <>
              Anything using &ldquo;{toRevoke.name}&rdquo; ({toRevoke.preview}) will be refused from now on. This cannot be undone.
            </>
          )
        }
      />
    </Box>
  );
}
