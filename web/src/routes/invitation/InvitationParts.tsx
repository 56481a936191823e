import type { ReactNode } from 'react';
import { Alert, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import BadgeRoundedIcon from '@mui/icons-material/BadgeRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import FormatQuoteRoundedIcon from '@mui/icons-material/FormatQuoteRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import { BrandMark } from '../../components/shell/BrandMark';
import { longDate } from '../../lib/format';
import { roleLabel, signedInAsSomeoneElse } from './invitationModel';
import type { InvitationDetails } from './invitationModel';
import {
  ActionsBox,
  AfterMark,
  Backdrop,
  Brand,
  CenteredContent,
  CenteredText,
  Column,
  Description,
  DetailLabel,
  DetailLine,
  DetailsBox,
  ErrorMark,
  ErrorMarkIcon,
  Heading,
  InvitedBy,
  InviteMark,
  InviteMarkIcon,
  LoadingContent,
  MessageBox,
  MessageText,
  MessageTitle,
  ProjectName,
  RaisedCard,
  Reason,
  ValidContent,
  WideButton,
} from './invitationStyles';

/** The public page's frame: the brand over one card on a soft accent gradient. */
export function InvitationFrame({ children }: { children: ReactNode }) {
  return (
    <Backdrop>
      <Column>
        <Brand direction="row" spacing={1.25}>
          <BrandMark size={40} />
          <Typography variant="brandTitle" component="h5">
            Flagstream
          </Typography>
        </Brand>
        <RaisedCard>{children}</RaisedCard>
      </Column>
    </Backdrop>
  );
}

export function InvitationLoading() {
  return (
    <LoadingContent>
      <CircularProgress size={36} />
      <AfterMark color="text.secondary">Loading invitation details...</AfterMark>
    </LoadingContent>
  );
}

export function InvalidInvitation({ message, onHome }: { message: string; onHome: () => void }) {
  return (
    <CenteredContent>
      <ErrorMark variant="tile">
        <ErrorMarkIcon />
      </ErrorMark>
      <AfterMark variant="h5" component="h1">
        Invalid Invitation
      </AfterMark>
      <Reason color="text.secondary">{message}</Reason>
      <WideButton variant="contained" size="large" onClick={onHome} fullWidth>
        Go to Dashboard
      </WideButton>
    </CenteredContent>
  );
}

interface ValidProps {
  details: InvitationDetails;
  signedIn: boolean;
  signedInEmail: string | null;
  accepting: boolean;
  onAccept: () => void;
  onSignIn: () => void;
  onSignUp: () => void;
  onHome: () => void;
}

/** Who invites to which project. */
function InvitationHeading({ details }: { details: InvitationDetails }) {
  return (
    <Heading>
      <InviteMark variant="tile">
        <InviteMarkIcon />
      </InviteMark>
      <AfterMark variant="eyebrow" component="p">
        Project Invitation
      </AfterMark>
      <InvitedBy color="text.secondary">
        <strong>{details.invitedBy.name}</strong> has invited you to join
      </InvitedBy>
      <ProjectName variant="h5" component="h1">
        {details.project.name}
      </ProjectName>
      {details.project.description && (
        <Description variant="body2" color="text.secondary">
          {details.project.description}
        </Description>
      )}
    </Heading>
  );
}

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <DetailLine direction="row" spacing={1.5}>
      {icon}
      <DetailLabel variant="body2" color="text.secondary">
        {label}
      </DetailLabel>
      <Typography variant="detailValue" component="p">
        {value}
      </Typography>
    </DetailLine>
  );
}

/** The role, email and expiry; then the inviter's personal message, if any. */
function InvitationFacts({ details }: { details: InvitationDetails }) {
  return (
    <>
      <DetailsBox>
        <Detail icon={<BadgeRoundedIcon fontSize="small" />} label="Your Role" value={roleLabel(details.role)} />
        <Divider />
        <Detail icon={<MailOutlineRoundedIcon fontSize="small" />} label="Email" value={details.email} />
        <Divider />
        <Detail icon={<EventRoundedIcon fontSize="small" />} label="Expires" value={longDate(details.expiresAt)} />
      </DetailsBox>
      {details.message && (
        <MessageBox>
          <MessageTitle direction="row" spacing={0.75}>
            <FormatQuoteRoundedIcon fontSize="small" color="primary" />
            <Typography variant="subtitle2">Personal Message</Typography>
          </MessageTitle>
          <MessageText variant="body2">{details.message}</MessageText>
        </MessageBox>
      )}
    </>
  );
}

/** Signed in: accept (with a warning when signed in as someone else). Otherwise: sign in or sign up. */
function InvitationActions({ details, signedIn, signedInEmail, accepting, onAccept, onSignIn, onSignUp, onHome }: ValidProps) {
  if (!signedIn)
    return (
      <Stack spacing={1.5}>
        <CenteredText variant="body2" color="text.secondary">
          You need to sign in or create an account to accept this invitation
        </CenteredText>
        <Stack direction="row" spacing={1.5}>
          <Button variant="contained" size="large" fullWidth onClick={onSignIn}>
            Sign In
          </Button>
          <Button variant="outlined" size="large" fullWidth onClick={onSignUp}>
            Sign Up
          </Button>
        </Stack>
        <Button onClick={onHome}>Go to Dashboard</Button>
      </Stack>
    );
  return (
    <Stack spacing={1.5}>
      {signedInAsSomeoneElse(signedInEmail, details.email) && (
        <Alert severity="warning">
          You are signed in as {signedInEmail}. Only {details.email} can accept this invitation.
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={onAccept}
        disabled={accepting}
        startIcon={accepting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {accepting ? 'Joining Project...' : 'Accept Invitation'}
      </Button>
      <Button onClick={onHome} disabled={accepting}>
        Go to Dashboard
      </Button>
    </Stack>
  );
}

/** Who invites to which project with which role until when, the personal message, and the actions. */
export function ValidInvitation(props: ValidProps) {
  return (
    <ValidContent>
      <InvitationHeading details={props.details} />
      <InvitationFacts details={props.details} />
      <ActionsBox>
        <InvitationActions {...props} />
      </ActionsBox>
    </ValidContent>
  );
}
