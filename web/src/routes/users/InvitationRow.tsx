import { Button, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import { graphql } from '../../apollo/generated';
import type { InvitationRow_InvitationFragment } from '../../apollo/generated/graphql';
import { useFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import type { Theme } from '@mui/material/styles';
import { shortDate } from '../../lib/format';
import { ActionsCell, DangerIconButton, NameLine, PERSON_ROW, PersonCell, PersonRow, PersonText, PhoneOnlyCaption, RoleCell } from './listParts';
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

type Tone = 'error' | 'warning' | 'normal';
const toned = { shouldForwardProp: (p: PropertyKey) => p !== 'tone' };
const toneColour = (theme: Theme, tone: Tone) => (tone === 'normal' ? theme.palette.text.secondary : theme.palette[tone].main);
/** The expiry, coloured by how urgent it is: under the email on phones, in its column on desktop. */
const PhoneExpiry = styled(PhoneOnlyCaption, toned)<{ tone: Tone }>(({ theme, tone }) => ({ color: toneColour(theme, tone) }));
const DesktopExpiry = styled(
  Typography,
  toned,
)<{ tone: Tone }>(({ theme, tone }) => ({
  gridArea: 'expires',
  display: 'none',
  color: toneColour(theme, tone),
  [theme.breakpoints.up('md')]: { display: 'block' },
}));
const MessageIcon = styled(ChatBubbleOutlineRoundedIcon)(({ theme }) => ({ fontSize: 16, color: theme.palette.text.secondary }));
const NewLinkButton = styled(Button)({ whiteSpace: 'nowrap' });
/** Two actions side by side: New link and cancel. */
const InvitationActions = styled(ActionsCell)(({ theme }) => ({ alignItems: 'center', gap: theme.spacing(0.5) }));

type Invitation = InvitationRow_InvitationFragment;

/** The email (and a personal message's mark), who invited and when; on phones also the expiry. */
function InvitationPerson({ inv, expiry }: { inv: Invitation; expiry: ReturnType<typeof expiryOf> }) {
  return (
    <PersonCell direction="row" spacing={1.75}>
      <PersonAvatar name="" email={inv.email} pending />
      <PersonText>
        <NameLine direction="row" spacing={0.75}>
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
              <MessageIcon aria-label="Has a personal message" />
            </Tooltip>
          )}
        </NameLine>
        <Typography variant="body2" color="text.secondary" noWrap>
          Invited {shortDate(inv.createdAt)}
          {inv.invitedBy.name ? ` by ${inv.invitedBy.name}` : ''}
        </Typography>
        <PhoneExpiry variant="caption" tone={expiry.tone}>
          {expiry.text}
        </PhoneExpiry>
      </PersonText>
    </PersonCell>
  );
}

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
  return (
    <PersonRow className={PERSON_ROW} columns={INVITATION_COLUMNS} areas={'"person role expires actions"'}>
      <InvitationPerson inv={inv} expiry={expiry} />
      <RoleCell>
        <RoleChip role={inv.role} />
      </RoleCell>
      <DesktopExpiry variant="body2" tone={expiry.tone}>
        {expiry.text.replace(/^Expires /, '')}
      </DesktopExpiry>
      <InvitationActions>
        {canAct && (
          <NewLinkButton size="small" startIcon={<LinkRoundedIcon />} onClick={onReissue} aria-label={`Copy a new link for ${inv.email}`}>
            New link
          </NewLinkButton>
        )}
        {canAct && (
          <Tooltip title="Cancel invitation">
            <DangerIconButton size="small" onClick={onCancel} aria-label={`Cancel invitation for ${inv.email}`}>
              <CloseRoundedIcon fontSize="small" />
            </DangerIconButton>
          </Tooltip>
        )}
      </InvitationActions>
    </PersonRow>
  );
}
