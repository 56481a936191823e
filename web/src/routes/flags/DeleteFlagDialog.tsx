import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { FlagsPageModel } from './useFlagsPage';

/** The warning's panel under the message: a warning-tinted box. */
const WarningBox = styled('div')(({ theme }) => ({
  marginTop: theme.spacing(2),
  padding: theme.spacing(1.5),
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  border: '1px solid',
  borderColor: alpha(theme.palette.warning.main, 0.5),
  backgroundColor: alpha(theme.palette.warning.main, 0.06),
}));

const AlsoDelete = styled(FormControlLabel)(({ theme }) => ({ marginTop: theme.spacing(0.5) }));

/** Overrides that set only this flag would be left with no values (issue 17): say so, offer to delete them too. */
function EmptyOverridesWarning({ remove, canManageOverrides }: { remove: FlagsPageModel['remove']; canManageOverrides: boolean }) {
  const left = remove.leftEmpty;
  const one = left.length === 1;
  return (
    <WarningBox data-testid="empty-override-warning">
      <Typography variant="body2" color="text.primary">
        {one ? (
          <>
            The override <b>{left[0]!.name}</b> sets only this flag:
          </>
        ) : (
          <>
            {left.length} overrides set only this flag ({left.map((o) => o.name).join(', ')}):
          </>
        )}{' '}
        without it {one ? 'it would stay active with no values' : 'they would stay active with no values'}.
      </Typography>
      {canManageOverrides ? (
        <AlsoDelete
          control={<Checkbox checked={remove.alsoOverrides} onChange={(e) => remove.setAlsoOverrides(e.target.checked)} />}
          label={one ? 'Delete that override too' : 'Delete those overrides too'}
        />
      ) : (
        <Typography variant="caption" color="text.secondary">
          Someone who manages overrides can remove {one ? 'it' : 'them'}.
        </Typography>
      )}
    </WarningBox>
  );
}

/** Delete Flag: what goes with it, Undo from the toast, and the overrides it would leave empty. */
export function DeleteFlagDialog({ remove, canManageOverrides }: { remove: FlagsPageModel['remove']; canManageOverrides: boolean }) {
  const target = remove.target;
  return (
    <ConfirmDialog
      open={Boolean(target)}
      title="Delete Flag"
      confirmLabel="Delete Flag"
      pendingLabel="Deleting..."
      pending={remove.pending}
      message={
        target && (
          <>
            Are you sure you want to delete "<b>{target.name}</b>"? Its environment values and override values are removed too. You can undo it from the
            confirmation, or restore it later from its history.
            {remove.leftEmpty.length > 0 && <EmptyOverridesWarning remove={remove} canManageOverrides={canManageOverrides} />}
          </>
        )
      }
      onConfirm={remove.confirm}
      onClose={remove.cancel}
    />
  );
}
