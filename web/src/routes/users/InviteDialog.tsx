import { Alert, Button, Dialog, DialogTitle, IconButton, Radio, Stack, TextField, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { ASSIGNABLE_ROLES, ROLE_DESCRIPTIONS } from '@flagstream/domain';
import type { AssignableRole } from '@flagstream/domain';
import { InviteActions, InviteContent } from './inviteDialogParts';
import { InviteSuccessView } from './InviteSuccess';
import type { InviteSuccess } from './InviteSuccess';
import { useInviteForm } from './useInviteForm';
import type { InviteForm } from './useInviteForm';
import { roleLabel, roleOption } from './usersModel';
import type { InviteValues } from './usersModel';

export type { InviteSuccess } from './InviteSuccess';
export type { InviteValues } from './usersModel';

interface Props {
  open: boolean;
  projectName: string;
  grantable: readonly AssignableRole[];
  pending: boolean;
  error: string | null;
  success: InviteSuccess | null;
  onSubmit: (values: InviteValues) => void;
  onClose: () => void;
  onInviteAnother: () => void;
}

/** A small margin on phones; the usual one from sm up. */
const InviteDialogRoot = styled(Dialog)(({ theme }) => ({
  '& .MuiDialog-paper': {
    margin: theme.spacing(1.5),
    width: 'calc(100% - 24px)',
    [theme.breakpoints.up('sm')]: { margin: theme.spacing(4) },
  },
}));
const CloseButton = styled(IconButton)(({ theme }) => ({ position: 'absolute', right: 12, top: 12, color: theme.palette.text.secondary }));
const Title = styled(DialogTitle)(({ theme }) => ({ paddingRight: theme.spacing(7), paddingBottom: theme.spacing(0.5) }));
const Intro = styled(Typography)(({ theme }) => ({ padding: theme.spacing(0, 3, 2) }));
const FormContent = styled(InviteContent)({ paddingTop: '8px !important' });
const RoleHeading = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(1) }));
const RoleGrid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
}));
type CardState = { selected: boolean; allowed: boolean; pending: boolean };
const RoleCardRoot = styled('label', { shouldForwardProp: (p) => p !== 'state' })<{ state: CardState }>(({ theme, state: { selected, allowed, pending } }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1.25, 1.5, 1.25, 1.25),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  cursor: allowed && !pending ? 'pointer' : 'default',
  border: `1.5px solid ${selected ? theme.palette.primary.main : theme.palette.divider}`,
  backgroundColor: selected ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.06) : 'transparent',
  opacity: allowed ? 1 : 0.5,
  transition: 'border-color 120ms, background-color 120ms',
  ...(allowed && !pending && !selected && { '&:hover': { borderColor: theme.palette.text.disabled } }),
}));
const RoleRadio = styled(Radio)(({ theme }) => ({ padding: theme.spacing(0.5), marginTop: theme.spacing(-0.25) }));
const RoleText = styled('div')({ minWidth: 0 });

/** One role to choose: its name and what it may do; those above the caller's role are shown, disabled. */
function RoleCard({ role, form, grantable, pending }: { role: AssignableRole; form: InviteForm; grantable: readonly AssignableRole[]; pending: boolean }) {
  const { allowed, caption } = roleOption(role, grantable, ROLE_DESCRIPTIONS[role]);
  const selected = form.values.role === role;
  return (
    <RoleCardRoot state={{ selected, allowed, pending }}>
      <RoleRadio
        size="small"
        checked={selected}
        disabled={!allowed || pending}
        value={role}
        onChange={() => form.setRole(role)}
        slotProps={{ input: { 'aria-label': roleLabel(role) } }}
      />
      <RoleText>
        <Typography variant="optionTitle" component="p">
          {roleLabel(role)}
        </Typography>
        <Typography variant="optionCaption">{caption}</Typography>
      </RoleText>
    </RoleCardRoot>
  );
}

/** Email, role and message; the server's refusal under them. */
function InviteFields({ form, grantable, pending, error }: { form: InviteForm; grantable: readonly AssignableRole[]; pending: boolean; error: string | null }) {
  return (
    <Stack spacing={2.5}>
      <TextField
        label="Email address"
        type="email"
        required
        fullWidth
        autoFocus
        autoComplete="off"
        placeholder="colleague@company.com"
        value={form.values.email}
        onChange={(e) => form.setEmail(e.target.value)}
        disabled={pending}
      />
      <div role="radiogroup" aria-label="Role">
        <RoleHeading variant="subtitle2">Role</RoleHeading>
        <RoleGrid>
          {ASSIGNABLE_ROLES.map((r) => (
            <RoleCard key={r} role={r} form={form} grantable={grantable} pending={pending} />
          ))}
        </RoleGrid>
      </div>
      <TextField
        label="Personal message (optional)"
        multiline
        minRows={3}
        fullWidth
        placeholder="Add a note for the person you invite"
        value={form.values.message}
        onChange={(e) => form.setMessage(e.target.value)}
        disabled={pending}
      />
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

/** Invite Team Member (spec §2, §5): email, role (viewer by default), optional message; then the link, once. */
export function InviteDialog({ open, projectName, grantable, pending, error, success, onSubmit, onClose, onInviteAnother }: Props) {
  const form = useInviteForm({ open, showingLink: Boolean(success), pending, onSubmit });
  return (
    <InviteDialogRoot open={open} onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <CloseButton onClick={onClose} disabled={pending} aria-label="Close">
        <CloseRoundedIcon fontSize="small" />
      </CloseButton>
      {success ? (
        <InviteSuccessView success={success} projectName={projectName} onDone={onClose} onInviteAnother={onInviteAnother} />
      ) : (
        <form onSubmit={form.submit} noValidate>
          <Title>Invite Team Member</Title>
          <Intro variant="body2" color="text.secondary">
            Invite someone to collaborate on{' '}
            <Typography variant="strong" component="strong">
              {projectName}
            </Typography>
            .
          </Intro>
          <FormContent>
            <InviteFields form={form} grantable={grantable} pending={pending} error={error} />
          </FormContent>
          <InviteActions>
            <Button onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!form.ready || pending}>
              {pending ? 'Sending...' : 'Send Invitation'}
            </Button>
          </InviteActions>
        </form>
      )}
    </InviteDialogRoot>
  );
}
