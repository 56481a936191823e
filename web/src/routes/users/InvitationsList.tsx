import type { ReactNode } from 'react';
import { Box, Button, Card, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ScheduleSendRoundedIcon from '@mui/icons-material/ScheduleSendRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import type { Role } from '@flagstream/domain';
import type { UsersPageInvitationsQuery } from '../../apollo/generated/graphql';
import { shortDate } from '../../lib/format';
import { ColumnHeads, PersonAvatar, RoleChip, SectionHeader, outranks } from './parts';

export type InvitationRow = UsersPageInvitationsQuery['projectInvitations'][number];

const DAY = 86_400_000;
const COLUMNS = 'minmax(0, 1fr) 190px 130px 150px';

/** "Expires in 3 days" / "Expires today" / "Expired", with the date. */
function expiryOf(inv: InvitationRow, now = Date.now()): { text: string; tone: 'error' | 'warning' | 'normal' } {
  if (!inv.expires_at) return { text: 'No expiry', tone: 'normal' };
  const left = Date.parse(inv.expires_at) - now;
  if (inv.status === 'expired' || left <= 0) return { text: `Expired ${shortDate(inv.expires_at)}`, tone: 'error' };
  const days = Math.floor(left / DAY);
  if (days < 1) return { text: 'Expires today', tone: 'warning' };
  return { text: `Expires ${shortDate(inv.expires_at)}`, tone: days <= 1 ? 'warning' : 'normal' };
}

interface Props {
  invitations: InvitationRow[];
  total: number;
  searching: boolean;
  actorRole: Role | null;
  canInvite: boolean;
  onCancel: (inv: InvitationRow) => void;
  /** "Copy a new link": the link is shown once and never e-mailed, so a lost one is replaced */
  onReissue: (inv: InvitationRow) => void;
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
          <ColumnHeads columns={COLUMNS} labels={['Email', 'Role', 'Expires', '']} />
          {invitations.map((inv, i) => {
            const expiry = expiryOf(inv);
            const canCancel = canInvite && outranks(actorRole, inv.role);
            const expiryColour = expiry.tone === 'error' ? 'error.main' : expiry.tone === 'warning' ? 'warning.main' : 'text.secondary';
            return (
              <Box
                key={inv.id}
                sx={{
                  display: 'grid',
                  alignItems: 'center',
                  columnGap: 2,
                  rowGap: 1.25,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: COLUMNS },
                  gridTemplateAreas: { xs: '"person person" "role actions"', md: '"person role expires actions"' },
                  px: { xs: 2, sm: 3 },
                  py: 1.75,
                  borderTop: i === 0 ? 0 : 1,
                  borderColor: 'divider',
                }}
              >
                <Stack direction="row" spacing={1.75} sx={{ gridArea: 'person', alignItems: 'center', minWidth: 0 }}>
                  <PersonAvatar name="" email={inv.email} pending />
                  <Box sx={{ minWidth: 0 }}>
                    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }} noWrap>
                        {inv.email}
                      </Typography>
                      {inv.message && (
                        <Tooltip
                          title={
                            <>
                              <b>Personal message</b>
                              <br />
                              {inv.message}
                            </>
                          }
                        >
                          <ChatBubbleOutlineRoundedIcon sx={{ fontSize: 16, color: 'text.secondary' }} aria-label="Has a personal message" />
                        </Tooltip>
                      )}
                    </Stack>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      Invited {shortDate(inv.created_at)}
                      {inv.invited_by.name ? ` by ${inv.invited_by.name}` : ''}
                    </Typography>
                    <Typography variant="caption" sx={{ display: { xs: 'block', md: 'none' }, color: expiryColour }}>
                      {expiry.text}
                    </Typography>
                  </Box>
                </Stack>
                <Box sx={{ gridArea: 'role', pl: { xs: 6.75, md: 0 } }}>
                  <RoleChip role={inv.role} />
                </Box>
                <Typography variant="body2" sx={{ gridArea: 'expires', display: { xs: 'none', md: 'block' }, color: expiryColour }}>
                  {expiry.text.replace(/^Expires /, '')}
                </Typography>
                <Box sx={{ gridArea: 'actions', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}>
                  {canCancel && (
                    <Button
                      size="small"
                      startIcon={<LinkRoundedIcon />}
                      onClick={() => onReissue(inv)}
                      aria-label={`Copy a new link for ${inv.email}`}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      New link
                    </Button>
                  )}
                  {canCancel && (
                    <Tooltip title="Cancel invitation">
                      <IconButton
                        size="small"
                        onClick={() => onCancel(inv)}
                        aria-label={`Cancel invitation for ${inv.email}`}
                        sx={{ color: 'text.secondary', '&:hover': { color: 'error.main' } }}
                      >
                        <CloseRoundedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
              </Box>
            );
          })}
        </>
      )}
    </Card>
  );
}
