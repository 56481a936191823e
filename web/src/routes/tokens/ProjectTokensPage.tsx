import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { useSnackbar } from 'notistack';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useProjects } from '../../state/ProjectsProvider';
import { useAuth } from '../../auth/authContext';
import { ErrorToast } from '../environments/feedback';
import { CreateTokenDialog } from './CreateTokenDialog';
import { TokenList } from './TokenList';
import { ApiReferenceButton } from './ApiReferenceButton';
import { useProjectTokens } from './useTokens';
import type { TokenRow } from './useTokens';

/** Project Tools → API Tokens: the project's service tokens and the caller's personal ones. */
export default function ProjectTokensPage() {
  const { current, loading: projectsLoading } = useProjects();
  const { user } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const t = useProjectTokens(current?.id);
  const [creating, setCreating] = useState(false);
  const [toRevoke, setToRevoke] = useState<TokenRow | null>(null);

  if (!current)
    return projectsLoading ? (
      <CardGridSkeleton label="Loading project..." />
    ) : (
      <>
        <PageHeader title="API Tokens" />
        <NoProjectSelected />
      </>
    );
  const manages = current.permissions.canManageProject;
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
        title="API Tokens"
        count={t.loading ? undefined : t.tokens.filter((x) => x.status === 'active').length}
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
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setCreating(true)}>
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
          canRevoke={(x) => manages || (x.kind === 'personal' && x.createdBy.id === user?.id)}
          onRevoke={setToRevoke}
          emptyText={
            manages ? 'Create a service token for your CI, or a personal token for your scripts.' : 'Create a personal token for your scripts and the CLI.'
          }
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Every change made with a token is in the Audit Log under the token's name. Revoking takes effect at once, on every server.
      </Typography>
      <CreateTokenDialog
        open={creating}
        projects={[{ id: current.id, name: current.name, role: current.role }]}
        canCreateServiceTokens={manages}
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
