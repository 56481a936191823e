import type { ReactNode } from 'react';
import { Button, Card, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import ScheduleSendRoundedIcon from '@mui/icons-material/ScheduleSendRounded';
import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import type { Role } from '@flagstream/domain';
import { INVITATION_COLUMNS, InvitationRow } from './InvitationRow';
import { ColumnHeads, SectionHeader } from './listParts';
import { outranks } from './usersModel';
import type { InvitationView } from './useUsersPage';

interface Props {
  invitations: InvitationView[];
  total: number;
  searching: boolean;
  actorRole: Role | null;
  canInvite: boolean;
  onCancel: (inv: InvitationView) => void;
  /** "Copy a new link": the link is shown once and never e-mailed, so a lost one is replaced */
  onReissue: (inv: InvitationView) => void;
  onInvite: () => void;
  error?: ReactNode;
}

const ErrorBox = styled('div')(({ theme }) => ({ padding: theme.spacing(2) }));
const NoInvitations = styled(Stack)(({ theme }) => ({
  padding: theme.spacing(3, 2),
  alignItems: 'flex-start',
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3), alignItems: 'center' },
}));
const NoInvitationsIcon = styled('div')(({ theme }) => ({ color: theme.palette.text.secondary, display: 'flex' }));
const Grow = styled('div')({ flex: 1 });

/** The Pending Invitations card: email, role, invited date, expiry, and cancel for those allowed. */
export function InvitationsList({ invitations, total, searching, actorRole, canInvite, onCancel, onReissue, onInvite, error }: Props) {
  return (
    <Card>
      <SectionHeader icon={<ScheduleSendRoundedIcon />} title="Pending Invitations" count={total} caption="Invited people who have not joined yet" />
      {error ? (
        <ErrorBox>{error}</ErrorBox>
      ) : invitations.length === 0 ? (
        <NoInvitations direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NoInvitationsIcon>
            <MarkEmailReadRoundedIcon />
          </NoInvitationsIcon>
          <Grow>
            <Typography variant="subtitle2">{searching ? 'No invitations found' : 'No pending invitations'}</Typography>
            <Typography variant="body2" color="text.secondary">
              {searching
                ? 'No invitations match your search criteria.'
                : canInvite
                  ? 'Invite teammates to collaborate on this project.'
                  : 'Everyone invited has joined.'}
            </Typography>
          </Grow>
          {canInvite && !searching && (
            <Button variant="outlined" size="small" onClick={onInvite}>
              Invite Team Member
            </Button>
          )}
        </NoInvitations>
      ) : (
        <>
          <ColumnHeads columns={INVITATION_COLUMNS} labels={['Email', 'Role', 'Expires', '']} />
          {invitations.map((inv) => (
            <InvitationRow
              key={inv.id}
              invitation={inv}
              canAct={canInvite && outranks(actorRole, inv.role)}
              onCancel={() => onCancel(inv)}
              onReissue={() => onReissue(inv)}
            />
          ))}
        </>
      )}
    </Card>
  );
}
