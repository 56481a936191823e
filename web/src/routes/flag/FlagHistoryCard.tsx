import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Card, CardHeader, Divider, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import RestoreRoundedIcon from '@mui/icons-material/RestoreRounded';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { describeError } from '../../apollo/errors';
import { kindMeta } from '../audit/auditModel';
import type { HistoryEntryView } from '../audit/auditModel';
import { relativeTime } from './flagPageModel';
import { entryRestore } from './flagHistoryModel';
import type { RestoreAsk } from './flagHistoryModel';
import { BreakingText, Shrinkable } from './flagParts';
import { shortDateTime } from './format';
import { useFlagHistoryRestore } from './useFlagHistoryRestore';
import type { PageHistoryEntry } from './useFlagPage';

const HistoryHeader = styled(CardHeader)({ '& .MuiCardHeader-action': { alignSelf: 'center' }, flexWrap: 'wrap' });
const LoadError = styled(Alert)(({ theme }) => ({ margin: theme.spacing(2) }));
const Padded = styled(Stack)(({ theme }) => ({ padding: theme.spacing(2) }));
const NoneYet = styled(Typography)(({ theme }) => ({ padding: theme.spacing(2) }));
const EntryList = styled('ol')({ listStyle: 'none', margin: 0, padding: 0 });
const EntryItem = styled('li')(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  borderBottom: '1px solid',
  borderColor: theme.palette.divider,
  // as the old sx's 0: no width, the style kept
  '&:last-child': { borderBottom: '0px solid' },
}));
const EntryRow = styled(Stack)(({ theme }) => ({ justifyContent: 'space-between', [theme.breakpoints.up('sm')]: { alignItems: 'center' } }));
const EntryMain = styled(Stack)({ alignItems: 'flex-start', minWidth: 0 });
const KindDot = styled('div', { shouldForwardProp: (p) => p !== 'colour' })<{ colour: string }>(({ theme, colour }) => ({
  width: 10,
  height: 10,
  marginTop: theme.spacing(0.75),
  borderRadius: '50%',
  backgroundColor: colour,
  flexShrink: 0,
}));
const RestoreButton = styled(Button)(({ theme }) => ({ flexShrink: 0, alignSelf: 'flex-start', [theme.breakpoints.up('sm')]: { alignSelf: 'center' } }));
const LoadMore = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.5),
  textAlign: 'center',
  borderTop: '1px solid',
  borderColor: theme.palette.divider,
}));

interface HistoryProps {
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
}

/** The flag's complete history (flag, environment values, targeting, overrides), newest first, with restore. */
export function FlagHistoryCard({ projectId, flagId, hasMore, loadingOlder, onLoadOlder, onRestored, ...body }: HistoryProps) {
  const r = useFlagHistoryRestore(projectId, onRestored);
  return (
    <Card id="history">
      <HistoryHeader
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
      />
      <Divider />
      <HistoryBody {...body} onRestore={r.open} />
      {hasMore && (
        <LoadMore>
          <Button onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? 'Loading...' : 'Show older changes'}
          </Button>
        </LoadMore>
      )}
      <ConfirmDialog
        open={r.ask !== null}
        title="Restore this version?"
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        pending={r.restoring}
        confirmColor="warning"
        message={r.ask && <RestoreMessage ask={r.ask} />}
        onConfirm={r.confirm}
        onClose={r.close}
      />
    </Card>
  );
}

type BodyProps = Pick<HistoryProps, 'entries' | 'loading' | 'error' | 'now' | 'canRestore'> & { onRestore: (ask: RestoreAsk) => void };

/** The history's list, or its error, loading skeleton or none-yet line. */
function HistoryBody({ entries, loading, error, now, canRestore, onRestore }: BodyProps) {
  if (error !== undefined && error !== null) return <LoadError severity="error">Failed to load the history: {describeError(error)}</LoadError>;
  if (loading)
    return (
      <Padded spacing={1.5}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={42} />
        ))}
      </Padded>
    );
  if (entries.length === 0) return <NoneYet color="text.secondary">No history yet.</NoneYet>;
  return (
    <EntryList data-testid="flag-history">
      {entries.map((e) => (
        <HistoryEntry key={e.position} entry={e} now={now} canRestore={canRestore} onRestore={onRestore} />
      ))}
    </EntryList>
  );
}

/** One change: its summary, who and when, its kind's colour, and its restore when allowed. */
function HistoryEntry({ entry: e, now, canRestore, onRestore }: Pick<BodyProps, 'now' | 'canRestore' | 'onRestore'> & { entry: PageHistoryEntry }) {
  const restore = entryRestore(e as unknown as HistoryEntryView, canRestore);
  const meta = kindMeta(e.entity.kind);
  return (
    <EntryItem data-testid="flag-history-entry" data-type={e.type}>
      <EntryRow direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <EntryMain direction="row" spacing={1.25}>
          <KindDot colour={meta.colour} />
          <Shrinkable>
            <BreakingText variant="body2">{e.summary}</BreakingText>
            <Tooltip title={shortDateTime(e.at)}>
              <Typography variant="caption" color="text.secondary">
                {e.actor.name} · {relativeTime(e.at, now)} · {meta.label}
              </Typography>
            </Tooltip>
          </Shrinkable>
        </EntryMain>
        {restore && (
          <RestoreButton size="small" startIcon={<RestoreRoundedIcon />} onClick={() => onRestore(restore.ask)}>
            {restore.buttonLabel}
          </RestoreButton>
        )}
      </EntryRow>
    </EntryItem>
  );
}

/** What a restore does: an environment's values, or the flag (with its environment values) or override. */
function RestoreMessage({ ask }: { ask: RestoreAsk }) {
  return (
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
  );
}
