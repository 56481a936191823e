import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { SCOPE_DESCRIPTIONS, maxScopeFor, normaliseRole } from '@flagstream/domain';
import type { TokenScope } from '@flagstream/domain';
import { CopyButton } from '../../components/CopyButton';
import { errorDetail } from '../environments/feedback';
import type { NewToken } from './useTokens';

const EXPIRY = [
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '1 year', days: 365 },
  { label: 'No expiry', days: null },
] as const;
const SCOPES: TokenScope[] = ['read', 'write', 'admin'];
const RANK: Record<TokenScope, number> = { read: 0, write: 1, admin: 2 };

/**
 * New token: name, scope (never above the caller's role in the project), expiry, and for those
 * who manage the project, personal or service. After creation the token is shown once.
 */
export function CreateTokenDialog({
  open,
  projects,
  fixedKind,
  canCreateServiceTokens,
  onCreate,
  onClose,
}: {
  open: boolean;
  /** the projects it may be for, with the caller's role in each */
  projects: Array<{ id: string; name: string; role: string }>;
  fixedKind?: 'personal';
  canCreateServiceTokens: boolean;
  onCreate: (t: NewToken) => Promise<{ token: string; name: string }>;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [projectId, setProjectId] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [kind, setKind] = useState<'personal' | 'project'>('personal');
  const [days, setDays] = useState<number | null>(90);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  useEffect(() => {
    if (!open) return;
    setName('');
    setScope('read');
    setKind('personal');
    setDays(90);
    setError(null);
    setCreated(null);
    setPending(false);
    setProjectId(projects[0]?.id ?? '');
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const role = normaliseRole(projects.find((p) => p.id === projectId)?.role);
  const max = maxScopeFor(role) ?? 'read';
  const submit = async () => {
    if (!name.trim()) {
      setError('Token name is required');
      return;
    }
    setPending(true);
    setError(null);
    try {
      setCreated(await onCreate({ projectId, name: name.trim(), kind: fixedKind ?? kind, scope, expiresInDays: days }));
    } catch (e) {
      setError(errorDetail(e) ?? 'Failed to create token');
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{created ? 'Copy your new token' : 'New API Token'}</DialogTitle>
      <DialogContent>
        {created ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">This is the only time the token is shown. Store it in your CI secrets or password manager now.</Alert>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                fontFamily: 'fontFamilyMono',
                fontSize: 13,
                wordBreak: 'break-all',
              }}
              data-testid="new-token"
            >
              <Box sx={{ flex: 1 }}>{created.token}</Box>
              <CopyButton value={created.token} label="Copy token" toast="Token copied to clipboard" />
            </Box>
            <Typography variant="body2" color="text.secondary">
              Use it as <Box component="code">Authorization: Bearer {'<token>'}</Box> with the REST and GraphQL APIs, or with{' '}
              <Box component="code">flagstream login --token</Box>.
            </Typography>
          </Stack>
        ) : (
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Token name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoFocus
              required
              helperText="Shown in lists and as the author of the changes made with it"
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            {projects.length > 1 && (
              <TextField
                select
                label="Project"
                value={projectId}
                onChange={(e) => {
                  setProjectId(e.target.value);
                  setScope('read');
                }}
              >
                {projects.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {!fixedKind && canCreateServiceTokens && (
              <FormControl>
                <FormLabel>Kind</FormLabel>
                <RadioGroup row value={kind} onChange={(e) => setKind(e.target.value as 'personal' | 'project')}>
                  <FormControlLabel value="personal" control={<Radio />} label="Personal (acts as you)" />
                  <FormControlLabel value="project" control={<Radio />} label="Service (managed by the project's admins)" />
                </RadioGroup>
              </FormControl>
            )}
            <FormControl>
              <FormLabel>Scope</FormLabel>
              <RadioGroup value={scope} onChange={(e) => setScope(e.target.value as TokenScope)}>
                {SCOPES.map((s) => (
                  <FormControlLabel
                    key={s}
                    value={s}
                    disabled={RANK[s] > RANK[max]}
                    control={<Radio />}
                    label={
                      <Box>
                        <Typography component="span" sx={{ fontWeight: 600, textTransform: 'capitalize' }}>
                          {s}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {SCOPE_DESCRIPTIONS[s]}
                          {RANK[s] > RANK[max] ? ` (above your role: ${role})` : ''}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              select
              label="Expires"
              value={days === null ? 'never' : String(days)}
              onChange={(e) => setDays(e.target.value === 'never' ? null : Number(e.target.value))}
            >
              {EXPIRY.map((x) => (
                <MenuItem key={x.label} value={x.days === null ? 'never' : String(x.days)}>
                  {x.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {created ? (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void submit()} disabled={pending || !projectId}>
              {pending ? 'Creating...' : 'Create Token'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
