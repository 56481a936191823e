import {
  Alert,
  Box,
  Button,
  Dialog,
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
import { styled } from '@mui/material/styles';
import type { TokenScope } from '@flagstream/domain';
import { CopyButton } from '../../components/CopyButton';
import { EXPIRY, expiryDays, expiryValue } from './tokensModel';
import { useCreateTokenForm } from './useCreateTokenForm';
import type { CreateTokenForm, CreatedToken, TokenKind } from './useCreateTokenForm';
import type { NewToken } from './useTokens';
import { DialogFooter as Actions } from '../../components/dialogParts';

const Fields = styled(Stack)(({ theme }) => ({ paddingTop: theme.spacing(1) }));
const TokenBox = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
  fontFamily: theme.typography.fontFamilyMono,
  fontSize: 13,
  wordBreak: 'break-all',
}));
const TokenText = styled('div')({ flex: 1 });
const ScopeName = styled(Typography)({ fontWeight: 600, textTransform: 'capitalize' }) as typeof Typography;

/** The token, this once, with its copy button and how to use it. */
function NewTokenShown({ created }: { created: CreatedToken }) {
  return (
    <Fields spacing={2}>
      <Alert severity="warning">This is the only time the token is shown. Store it in your CI secrets or password manager now.</Alert>
      <TokenBox data-testid="new-token">
        <TokenText>{created.token}</TokenText>
        <CopyButton value={created.token} label="Copy token" toast="Token copied to clipboard" />
      </TokenBox>
      <Typography variant="body2" color="text.secondary">
        Use it as <Box component="code">Authorization: Bearer {'<token>'}</Box> with the REST and GraphQL APIs, or with{' '}
        <Box component="code">flagstream login --token</Box>.
      </Typography>
    </Fields>
  );
}

/** Personal or service: offered to those who manage the project. */
function KindField({ form }: { form: CreateTokenForm }) {
  return (
    <FormControl>
      <FormLabel>Kind</FormLabel>
      <RadioGroup row value={form.kind} onChange={(e) => form.setKind(e.target.value as TokenKind)}>
        <FormControlLabel value="personal" control={<Radio />} label="Personal (acts as you)" />
        <FormControlLabel value="project" control={<Radio />} label="Service (managed by the project's admins)" />
      </RadioGroup>
    </FormControl>
  );
}

/** Read, write or admin, each with what it may do; those above the caller's role are disabled. */
function ScopeField({ form }: { form: CreateTokenForm }) {
  return (
    <FormControl>
      <FormLabel>Scope</FormLabel>
      <RadioGroup value={form.scope} onChange={(e) => form.setScope(e.target.value as TokenScope)}>
        {form.scopes.map((s) => (
          <FormControlLabel
            key={s.scope}
            value={s.scope}
            disabled={!s.allowed}
            control={<Radio />}
            label={
              <Box>
                <ScopeName component="span">{s.scope}</ScopeName>
                <Typography variant="body2" color="text.secondary">
                  {s.description}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Name, project (when there are several), kind, scope and expiry. */
function TokenFields({ form, projects, showKind }: { form: CreateTokenForm; projects: ReadonlyArray<{ id: string; name: string }>; showKind: boolean }) {
  return (
    <Fields spacing={2.5}>
      {form.error && <Alert severity="error">{form.error}</Alert>}
      <TextField
        label="Token name"
        value={form.name}
        onChange={(e) => form.setName(e.target.value)}
        autoFocus
        required
        helperText="Shown in lists and as the author of the changes made with it"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {projects.length > 1 && (
        <TextField select label="Project" value={form.projectId} onChange={(e) => form.chooseProject(e.target.value)}>
          {projects.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {showKind && <KindField form={form} />}
      <ScopeField form={form} />
      <TextField select label="Expires" value={expiryValue(form.days)} onChange={(e) => form.setDays(expiryDays(e.target.value))}>
        {EXPIRY.map((x) => (
          <MenuItem key={x.label} value={expiryValue(x.days)}>
            {x.label}
          </MenuItem>
        ))}
      </TextField>
    </Fields>
  );
}

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
  onCreate: (t: NewToken) => Promise<CreatedToken>;
  onClose: () => void;
}) {
  const form = useCreateTokenForm({ open, projects, fixedKind, onCreate });
  const { created, pending } = form;
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{created ? 'Copy your new token' : 'New API Token'}</DialogTitle>
      <DialogContent>
        {created ? <NewTokenShown created={created} /> : <TokenFields form={form} projects={projects} showKind={!fixedKind && canCreateServiceTokens} />}
      </DialogContent>
      <Actions>
        {created ? (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void form.submit()} disabled={pending || !form.projectId}>
              {pending ? 'Creating...' : 'Create Token'}
            </Button>
          </>
        )}
      </Actions>
    </Dialog>
  );
}
