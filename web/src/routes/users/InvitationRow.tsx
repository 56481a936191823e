import { Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import { graphql } from '../../apollo/generated';
import { useFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import { shortDate } from '../../lib/format';
import { DangerIconButton, PERSON_ROW, PersonRow } from './listParts';
import { PersonAvatar } from './PersonAvatar';
import { RoleChip } from './RoleBits';
import { expiryOf } from './usersModel';

/** What an invitation's row shows; the screen's fragment spreads it. */
export const INVITATION_ROW_FRAGMENT = graphql(`
  fragment InvitationRow_invitation on Invitation {
    id email role status createdAt expiresAt message
    invitedBy { id name }
  }
`);

export const INVITATION_COLUMNS = 'minmax(0, 1fr) 190px 130px 150px';

const TONE = { error: 'error.main', warning: 'warning.main', normal: 'text.secondary' } as const;

/** One pending invitation: email (and its personal message), who invited and when, role, expiry, a new link and cancel for those allowed. */
export function InvitationRow({
  invitation,
  canAct,
  onCancel,
  onReissue,
}: {
  invitation: FragmentType<typeof INVITATION_ROW_FRAGMENT>;
  /** may cancel it or make a new link: invites, and outranks the role it grants */
  canAct: boolean;
  onCancel: () => void;
  /** "Copy a new link": the link is shown once and never e-mailed, so a lost one is replaced */
  onReissue: () => void;
}) {
  const inv = useFragment(INVITATION_ROW_FRAGMENT, invitation);
  const expiry = expiryOf(inv);
  const colour = TONE[expiry.tone];
  return (
    <PersonRow className={PERSON_ROW} columns={INVITATION_COLUMNS} areas={'"person role expires actions"'}>
      <Stack direction="row" spacing={1.75} sx={{ gridArea: 'person', alignItems: 'center', minWidth: 0 }}>
        <PersonAvatar name="" email={inv.email} pending />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography variant="name" noWrap>
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
            Invited {shortDate(inv.createdAt)}
            {inv.invitedBy.name ? ` by ${inv.invitedBy.name}` : ''}
          </Typography>
          <Typography variant="caption" sx={{ display: { xs: 'block', md: 'none' }, color: colour }}>
            {expiry.text}
          </Typography>
        </Box>
      </Stack>
      <Box sx={{ gridArea: 'role', pl: { xs: 6.75, md: 0 } }}>
        <RoleChip role={inv.role} />
      </Box>
      <Typography variant="body2" sx={{ gridArea: 'expires', display: { xs: 'none', md: 'block' }, color: colour }}>
        {expiry.text.replace(/^Expires /, '')}
      </Typography>
      <Box sx={{ gridArea: 'actions', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}>
        {canAct && (
          <Button
            size="small"
            startIcon={<LinkRoundedIcon />}
            onClick={onReissue}
            aria-label={`Copy a new link for ${inv.email}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            New link
          </Button>
        )}
        {canAct && (
          <Tooltip title="Cancel invitation">
            <DangerIconButton size="small" onClick={onCancel} aria-label={`Cancel invitation for ${inv.email}`}>
              <CloseRoundedIcon fontSize="small" />
            </DangerIconButton>
          </Tooltip>
        )}
      </Box>
    </PersonRow>
  );
}
