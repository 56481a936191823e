import { Typography } from '@mui/material';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { describeInstant } from './auditModel';
import { RESTORE_TEXTS, restoreWording } from './auditPageModel';
import type { useAuditPage } from './useAuditPage';

/** The restore confirmation: what comes back, to which moment; history is kept. */
export function RestoreDialog({ restore }: { restore: ReturnType<typeof useAuditPage>['restore'] }) {
  const t = restore.shown;
  const words = t && restoreWording(t);
  return (
    <ConfirmDialog
      open={restore.open}
      title={t ? RESTORE_TEXTS[t.kind].title : 'Restore'}
      confirmLabel="Restore"
      pendingLabel="Restoring..."
      confirmColor="warning"
      pending={restore.pending}
      onClose={restore.cancel}
      onConfirm={restore.confirm}
      message={
        t &&
        words && (
          <>
            {words.before}
            <Typography variant="strong" component="strong">
              “{t.name}”
            </Typography>
            {words.between}
            <Typography variant="strong" component="strong">
              {describeInstant(t.instant)}
            </Typography>
            ? This records new changes; history is kept.
          </>
        )
      }
    />
  );
}
