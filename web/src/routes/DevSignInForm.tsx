import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { DevAuthContextSetter, devSignIn, devUserId } from '../auth/DevAuthProvider';
import { DevNote } from './authParts';

/** Development sign-in (no Clerk keys): the gateway's built-in identity provider signs a token. */
export function DevSignInForm({ submitLabel, askName }: { submitLabel: string; askName: boolean }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailOk = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  const valid = emailOk && (!askName || name.trim().length > 0);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setBusy(true);
    setError(null);
    try {
      const mail = email.trim().toLowerCase();
      const displayName = name.trim() || mail.split('@')[0]!;
      const session = await devSignIn({ id: devUserId(mail), name: displayName, email: mail });
      DevAuthContextSetter.current?.(session);
      navigate('/', { replace: true });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {askName && <TextField label="Full name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" required fullWidth />}
        <TextField
          label="Email address"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          required
          fullWidth
          error={email.length > 0 && !emailOk}
          helperText={email.length > 0 && !emailOk ? 'Enter a valid email address' : ' '}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={!valid || busy}>
          {busy ? 'Signing in...' : submitLabel}
        </Button>
        <DevNote variant="caption" color="text.secondary">
          Development sign-in: no password, your email identifies you. Configure Clerk for production.
        </DevNote>
      </Stack>
    </form>
  );
}
