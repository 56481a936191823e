import type { ReactNode } from 'react';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
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

/** The Pending Invitations card: email, role, invited date, expiry, and cancel for those allowed. */
export function InvitationsList({ invitations, total, searching, actorRole, canInvite, onCancel, onReissue, onInvite, error }: Props) {
  return (
    <Card>
      <SectionHeader icon={<ScheduleSendRoundedIcon />} title="Pending Invitations" count={total} caption="Invited people who have not joined yet" />
      {error ? (
        <Box sx={{ p: 2 }}>{error}</Box>
      ) : invitations.length === 0 ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: { xs: 2, sm: 3 }, py: 3, alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <Box sx={{ color: 'text.secondary', display: 'flex' }}>
            <MarkEmailReadRoundedIcon />
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle2">{searching ? 'No invitations found' : 'No pending invitations'}</Typography>
            <Typography variant="body2" color="text.secondary">
              {searching
                ? 'No invitations match your search criteria.'
                : canInvite
                  ? 'Invite teammates to collaborate on this project.'
                  : 'Everyone invited has joined.'}
            </Typography>
          </Box>
          {canInvite && !searching && (
            <Button variant="outlined" size="small" onClick={onInvite}>
              Invite Team Member
            </Button>
          )}
        </Stack>
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
