import { Alert, Button, Stack, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import { CopyButton } from '../../components/CopyButton';
import { longDate } from '../../lib/format';
import { InviteActions, InviteContent } from './inviteDialogParts';
import { roleLabel } from './usersModel';

export interface InviteSuccess {
  email: string;
  role: string;
  link: string;
  expiresAt: string | null | undefined;
  /** a replacement link ("New link"): the previous one no longer works */
  reissued?: boolean;
}

const Content = styled(InviteContent)(({ theme }) => ({ paddingTop: theme.spacing(4) }));
const Centered = styled(Stack)({ alignItems: 'center', textAlign: 'center' });
const DoneMark = styled('div')(({ theme }) => ({
  width: 52,
  height: 52,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  color: theme.palette.success.main,
  backgroundColor: alpha(theme.palette.success.main, 0.12),
  '& .MuiSvgIcon-root': { fontSize: 30 },
}));
const Sentence = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(0.5) }));
const LinkSection = styled('div')(({ theme }) => ({ marginTop: theme.spacing(3) }));
const LinkTitle = styled(Stack)(({ theme }) => ({ alignItems: 'center', marginBottom: theme.spacing(1) }));
const LinkBox = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  padding: theme.spacing(0.5, 0.5, 0.5, 1.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.action.hover,
}));
const LinkText = styled(Typography)({ flex: 1, minWidth: 0, fontSize: 13 }) as typeof Typography;
const ShareNote = styled(Alert)(({ theme }) => ({ marginTop: theme.spacing(2), textAlign: 'left' }));

/** Who was invited, to what, as what. */
function Invited({ success, projectName }: { success: InviteSuccess; projectName: string }) {
  return (
    <Centered spacing={2}>
      <DoneMark>
        <CheckCircleRoundedIcon />
      </DoneMark>
      <div>
        <Typography variant="h6">{success.reissued ? 'New invitation link' : 'Invitation created'}</Typography>
        <Sentence color="text.secondary">
          <Typography variant="strong" component="strong">
            {success.email}
          </Typography>{' '}
          is invited to {projectName} as {roleLabel(success.role)}.{success.reissued && ' The link sent before no longer works.'}
        </Sentence>
      </div>
    </Centered>
  );
}

/** The link, shown once, with its copy button and how to share it. */
function InvitationLink({ success }: { success: InviteSuccess }) {
  return (
    <LinkSection>
      <LinkTitle direction="row" spacing={0.75}>
        <LinkRoundedIcon fontSize="small" color="primary" />
        <Typography variant="subtitle2">Invitation link</Typography>
      </LinkTitle>
      <LinkBox direction="row" spacing={1}>
        <LinkText variant="code" component="code" noWrap data-testid="invitation-link" title={success.link}>
          {success.link}
        </LinkText>
        <CopyButton value={success.link} label="Copy link" size="medium" />
      </LinkBox>
      <ShareNote severity="info" variant="outlined">
        Flagstream does not send emails: copy this link and share it with {success.email} yourself. It is shown only once and works only for that email address
        {success.expiresAt ? `, until ${longDate(success.expiresAt)}` : ''}.
      </ShareNote>
    </LinkSection>
  );
}

/** After an invitation (or a new link): the link, once; Invite Another or Done. */
export function InviteSuccessView({
  success,
  projectName,
  onDone,
  onInviteAnother,
}: {
  success: InviteSuccess;
  projectName: string;
  onDone: () => void;
  onInviteAnother: () => void;
}) {
  return (
    <>
      <Content>
        <Invited success={success} projectName={projectName} />
        <InvitationLink success={success} />
      </Content>
      <InviteActions>
        <Button onClick={onInviteAnother}>Invite Another</Button>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </InviteActions>
    </>
  );
}
