import { useEffect, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Radio, Stack, TextField, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import { ASSIGNABLE_ROLES, DEFAULT_INVITE_ROLE, ROLE_DESCRIPTIONS } from '@flagstream/domain';
import type { AssignableRole } from '@flagstream/domain';
import { CopyButton } from '../../components/CopyButton';
import { longDate } from '../../lib/format';
import { roleLabel } from './parts';

export interface InviteValues {
  email: string;
  role: AssignableRole;
  message: string;
}

export interface InviteSuccess {
  email: string;
  role: string;
  link: string;
  expiresAt: string | null | undefined;
  /** a replacement link ("New link"): the previous one no longer works */
  reissued?: boolean;
}

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

const EMPTY: InviteValues = { email: '', role: DEFAULT_INVITE_ROLE, message: '' };

/** Invite Team Member (spec §2, §5): email, role (viewer by default), optional message; then the link, once. */
export function InviteDialog({ open, projectName, grantable, pending, error, success, onSubmit, onClose, onInviteAnother }: Props) {
  const [values, setValues] = useState<InviteValues>(EMPTY);
  useEffect(() => {
    if (open && !success) setValues(EMPTY);
  }, [open, success]);

  const ready = values.email.trim().length > 0 && Boolean(values.role);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready || pending) return;
    onSubmit({ email: values.email.trim(), role: values.role, message: values.message.trim() });
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } } }}
    >
      <IconButton onClick={onClose} disabled={pending} aria-label="Close" sx={{ position: 'absolute', right: 12, top: 12, color: 'text.secondary' }}>
        <CloseRoundedIcon fontSize="small" />
      </IconButton>
      {success ? (
        <SuccessView success={success} projectName={projectName} onDone={onClose} onInviteAnother={onInviteAnother} />
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogTitle sx={{ pr: 7, pb: 0.5 }}>Invite Team Member</DialogTitle>
          <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 2 }}>
            Invite someone to collaborate on{' '}
            <Typography variant="strong" component="strong">
              {projectName}
            </Typography>
            .
          </Typography>
          <DialogContent sx={{ pt: '8px !important', px: { xs: 2, sm: 3 } }}>
            <Stack spacing={2.5}>
              <TextField
                label="Email address"
                type="email"
                required
                fullWidth
                autoFocus
                autoComplete="off"
                placeholder="colleague@company.com"
                value={values.email}
                onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
                disabled={pending}
              />
              <Box role="radiogroup" aria-label="Role">
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  Role
                </Typography>
                <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {ASSIGNABLE_ROLES.map((r) => {
                    const allowed = grantable.includes(r);
                    const selected = values.role === r;
                    return (
                      <Box
                        key={r}
                        component="label"
                        sx={(t) => ({
                          display: 'flex',
                          alignItems: 'flex-start',
                          gap: 0.5,
                          p: 1.25,
                          pr: 1.5,
                          borderRadius: 2,
                          cursor: allowed && !pending ? 'pointer' : 'default',
                          border: `1.5px solid ${selected ? t.palette.primary.main : t.palette.divider}`,
                          bgcolor: selected ? alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.16 : 0.06) : 'transparent',
                          opacity: allowed ? 1 : 0.5,
                          transition: 'border-color 120ms, background-color 120ms',
                          '&:hover': allowed && !pending && !selected ? { borderColor: t.palette.text.disabled } : undefined,
                        })}
                      >
                        <Radio
                          size="small"
                          checked={selected}
                          disabled={!allowed || pending}
                          value={r}
                          onChange={() => setValues((v) => ({ ...v, role: r }))}
                          sx={{ p: 0.5, mt: -0.25 }}
                          slotProps={{ input: { 'aria-label': roleLabel(r) } }}
                        />
                        <Box sx={{ minWidth: 0 }}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {roleLabel(r)}
                          </Typography>
                          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.35 }}>
                            {allowed ? ROLE_DESCRIPTIONS[r] : `${ROLE_DESCRIPTIONS[r]} · above your role`}
                          </Typography>
                        </Box>
                      </Box>
                    );
                  })}
                </Box>
              </Box>
              <TextField
                label="Personal message (optional)"
                multiline
                minRows={3}
                fullWidth
                placeholder="Add a note for the person you invite"
                value={values.message}
                onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
                disabled={pending}
              />
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: { xs: 2, sm: 3 }, pb: 2.5, pt: 1 }}>
            <Button onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!ready || pending}>
              {pending ? 'Sending...' : 'Send Invitation'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

function SuccessView({
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
      <DialogContent sx={{ pt: 4, px: { xs: 2, sm: 3 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Box
            sx={(t) => ({
              width: 52,
              height: 52,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'success.main',
              bgcolor: alpha(t.palette.success.main, 0.12),
            })}
          >
            <CheckCircleRoundedIcon sx={{ fontSize: 30 }} />
          </Box>
          <Box>
            <Typography variant="h6">{success.reissued ? 'New invitation link' : 'Invitation created'}</Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              <Typography variant="strong" component="strong">
                {success.email}
              </Typography>{' '}
              is invited to {projectName} as {roleLabel(success.role)}.{success.reissued && ' The link sent before no longer works.'}
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ mt: 3 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mb: 1 }}>
            <LinkRoundedIcon fontSize="small" color="primary" />
            <Typography variant="subtitle2">Invitation link</Typography>
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            sx={(t) => ({
              alignItems: 'center',
              pl: 1.5,
              pr: 0.5,
              py: 0.5,
              borderRadius: 2,
              border: `1px solid ${t.palette.divider}`,
              bgcolor: 'action.hover',
            })}
          >
            <Typography variant="code" component="code" noWrap data-testid="invitation-link" sx={{ flex: 1, minWidth: 0, fontSize: 13 }} title={success.link}>
              {success.link}
            </Typography>
            <CopyButton value={success.link} label="Copy link" size="medium" />
          </Stack>
          <Alert severity="info" variant="outlined" sx={{ mt: 2, textAlign: 'left' }}>
            Flagstream does not send emails: copy this link and share it with {success.email} yourself. It is shown only once and works only for that email
            address{success.expiresAt ? `, until ${longDate(success.expiresAt)}` : ''}.
          </Alert>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, pb: 2.5, pt: 1 }}>
        <Button onClick={onInviteAnother}>Invite Another</Button>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}
