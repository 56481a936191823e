import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardHeader, Divider, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import RestoreRoundedIcon from '@mui/icons-material/RestoreRounded';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { UNDO_RESTORE } from '../../components/changeDocuments';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorToast } from '../../components/ErrorToast';
import { describeError } from '../../apollo/errors';
import { kindMeta, restoreOfEntry } from '../audit/auditModel';
import type { RestoreKind } from '../audit/auditModel';
import type { HistoryEntryView } from '../audit/auditModel';
import { relativeTime } from './flagPageModel';
import { shortDateTime } from './format';
import type { PageHistoryEntry } from './useFlagPage';

interface RestoreAsk {
  kind: RestoreKind;
  id: string;
  name: string;
  position: number;
  label: string;
}

/** The flag's complete history (flag, environment values, targeting, overrides), newest first, with restore. */
export function FlagHistoryCard({
  projectId,
  flagId,
  entries,
  loading,
  error,
  hasMore,
  loadingOlder,
  onLoadOlder,
  now,
  canRestore,
  onRestored,
}: {
  projectId: string;
  flagId: string;
  entries: PageHistoryEntry[];
  loading: boolean;
  error?: unknown;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  now: number;
  canRestore: (kind: string) => boolean;
  onRestored: () => Promise<unknown>;
}) {
  const [restore, { loading: restoring }] = useMutation(UNDO_RESTORE);
  const { enqueueSnackbar } = useSnackbar();
  const [ask, setAsk] = useState<RestoreAsk | null>(null);

  const run = async () => {
    if (!ask) return;
    try {
      const r = await restore({ variables: { input: { projectId, entity: ask.kind, id: ask.id, at: { position: ask.position } } } });
      enqueueSnackbar(r.data?.restoreEntity.restored ? `${ask.name} restored` : `${ask.name} already matches that moment: nothing to restore`, {
        variant: r.data?.restoreEntity.restored ? 'success' : 'info',
      });
      setAsk(null);
      await onRestored();
    } catch (e) {
      enqueueSnackbar(<ErrorToast title="Failed to restore" error={e} />, { variant: 'error' });
    }
  };

  return (
    <Card id="history">
      <CardHeader
        avatar={<HistoryRoundedIcon color="action" />}
        title={
          <Typography variant="h6" component="h2">
            History
          </Typography>
        }
        subheader="Every change of this flag, its environment values, targeting and overrides"
        action={
          <Button component={RouterLink} to={`/audit?entity=${encodeURIComponent(flagId)}`} size="small">
            Open in Audit Log
          </Button>
        }
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center' }, flexWrap: 'wrap' }}
      />
      <Divider />
      {error !== undefined && error !== null ? (
        <Alert severity="error" sx={{ m: 2 }}>
          Failed to load the history: {describeError(error)}
        </Alert>
      ) : loading ? (
        <Stack spacing={1.5} sx={{ p: 2 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={42} />
          ))}
        </Stack>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          No history yet.
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="flag-history">
          {entries.map((e) => {
            const restoreOf = restoreOfEntry(e as unknown as HistoryEntryView);
            const allowed = restoreOf && canRestore(restoreOf.target.kind);
            const meta = kindMeta(e.entity.kind);
            return (
              <Box
                component="li"
                key={e.position}
                data-testid="flag-history-entry"
                data-type={e.type}
                sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}
              >
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                  <Stack direction="row" spacing={1.25} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
                    <Box sx={{ width: 10, height: 10, mt: 0.75, borderRadius: '50%', bgcolor: meta.colour, flexShrink: 0 }} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {e.summary}
                      </Typography>
                      <Tooltip title={shortDateTime(e.at)}>
                        <Typography variant="caption" color="text.secondary">
                          {e.actor.name} · {relativeTime(e.at, now)} · {meta.label}
                        </Typography>
                      </Tooltip>
                    </Box>
                  </Stack>
                  {allowed && restoreOf && (
                    <Button
                      size="small"
                      startIcon={<RestoreRoundedIcon />}
                      sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
                      onClick={() =>
                        setAsk({
                          kind: restoreOf.target.kind,
                          id: restoreOf.target.id,
                          name: restoreOf.target.name,
                          position: (restoreOf.target.instant as { position: number }).position,
                          label: restoreOf.label,
                        })
                      }
                    >
                      {restoreOf.target.kind === 'environment' ? `Restore ${restoreOf.target.name} values` : restoreOf.label}
                    </Button>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
      {hasMore && (
        <Box sx={{ p: 1.5, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
          <Button onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? 'Loading...' : 'Show older changes'}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={ask !== null}
        title="Restore this version?"
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        pending={restoring}
        confirmColor="warning"
        message={
          ask && (
            <>
              {ask.kind === 'environment' ? (
                <>
                  Every flag value of the <b>{ask.name}</b> environment goes back to how it was after this change.
                </>
              ) : (
                <>
                  <b>{ask.name}</b> goes back to how it was after this change{ask.kind === 'flag' ? ', with its environment values' : ''}.
                </>
              )}{' '}
              The restore is recorded in history and can itself be undone.
            </>
          )
        }
        onConfirm={() => void run()}
        onClose={() => setAsk(null)}
      />
    </Card>
  );
}
