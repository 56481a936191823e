import { Typography } from '@mui/material';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { useUsersPage } from './useUsersPage';

type Confirms = ReturnType<typeof useUsersPage>['confirm'];

/** Removing a member, and leaving the project. */
function MembershipConfirms({ confirm, projectName }: { confirm: Confirms; projectName: string }) {
  const { shown } = confirm;
  return (
    <>
      <ConfirmDialog
        open={confirm.open === 'remove'}
        title="Remove Team Member"
        confirmLabel="Remove Member"
        pendingLabel="Removing..."
        pending={confirm.pending.remove}
        onClose={confirm.close}
        onConfirm={confirm.run}
        message={
          shown?.kind === 'remove' && (
            <>
              Remove{' '}
              <Typography variant="strong" component="strong">
                {shown.member.user.fullName || shown.member.user.email}
              </Typography>
              {shown.member.user.email && shown.member.user.fullName ? ` (${shown.member.user.email})` : ''} from {projectName}? They lose access to this
              project immediately and need a new invitation to return.
            </>
          )
        }
      />
      <ConfirmDialog
        open={confirm.open === 'leave'}
        title="Leave Project"
        confirmLabel="Leave Project"
        pendingLabel="Leaving..."
        pending={confirm.pending.remove}
        onClose={confirm.close}
        onConfirm={confirm.run}
        message={
          <>
            You will lose access to{' '}
            <Typography variant="strong" component="strong">
              {projectName}
            </Typography>
            . To come back, you will need a new invitation.
          </>
        }
      />
    </>
  );
}

/** Cancelling an invitation, and replacing its link. */
function InvitationConfirms({ confirm }: { confirm: Confirms }) {
  const { shown } = confirm;
  return (
    <>
      <ConfirmDialog
        open={confirm.open === 'cancel'}
        title="Cancel Invitation"
        confirmLabel="Cancel Invitation"
        pendingLabel="Cancelling..."
        pending={confirm.pending.cancel}
        onClose={confirm.close}
        onConfirm={confirm.run}
        message={
          shown?.kind === 'cancel' && (
            <>
              Cancel the invitation for{' '}
              <Typography variant="strong" component="strong">
                {shown.invitation.email}
              </Typography>
              ? Its link stops working at once.
            </>
          )
        }
      />
      <ConfirmDialog
        open={confirm.open === 'reissue'}
        title="Copy a new link"
        confirmLabel="Create new link"
        pendingLabel="Creating..."
        confirmColor="primary"
        pending={confirm.pending.reissue}
        onClose={confirm.close}
        onConfirm={confirm.run}
        message={
          shown?.kind === 'reissue' && (
            <>
              Create a new invitation link for{' '}
              <Typography variant="strong" component="strong">
                {shown.invitation.email}
              </Typography>
              ? The link you sent before stops working at once; the new one is valid for another 7 days.
            </>
          )
        }
      />
    </>
  );
}

/** The four confirmations of the Team Members screen: remove a member, leave, cancel an invitation, a new link. */
export function MemberConfirmDialogs({ confirm, projectName }: { confirm: Confirms; projectName: string }) {
  return (
    <>
      <MembershipConfirms confirm={confirm} projectName={projectName} />
      <InvitationConfirms confirm={confirm} />
    </>
  );
}
