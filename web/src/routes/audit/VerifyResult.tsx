import { Alert, AlertTitle, Button, CircularProgress, Stack, Typography } from '@mui/material';
import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import { CopyButton } from '../../components/CopyButton';
import { shortHash } from './auditModel';
import type { useAuditPage } from './useAuditPage';

type Verify = ReturnType<typeof useAuditPage>['verify'];

/** The header's integrity check button. */
export function VerifyButton({ verify }: { verify: Verify }) {
  const running = Boolean(verify.state?.loading);
  return (
    <Button
      variant="outlined"
      onClick={verify.run}
      disabled={running}
      startIcon={running ? <CircularProgress size={16} color="inherit" /> : <VerifiedUserRoundedIcon />}
      sx={{ bgcolor: 'background.paper' }}
    >
      {running ? 'Verifying...' : 'Verify integrity'}
    </Button>
  );
}

/** The integrity check's answer: verified (with the latest hash), the first bad event, or why it could not run. */
export function VerifyResult({ verify }: { verify: Verify }) {
  const v = verify.state;
  if (!v || v.loading) return null;
  if (v.error)
    return (
      <Alert severity="error" onClose={verify.dismiss} sx={{ mb: 2.5 }}>
        <AlertTitle>The integrity check could not run</AlertTitle>
        {v.error}
      </Alert>
    );
  const r = v.result;
  if (r?.ok)
    return (
      <Alert severity="success" icon={<VerifiedUserRoundedIcon />} onClose={verify.dismiss} sx={{ mb: 2.5 }} data-testid="verify-result">
        <AlertTitle>History verified</AlertTitle>
        All {r.verified} events match their recorded hashes: nothing was altered, removed or reordered.
        {r.headHash && (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5 }}>
            <Typography variant="caption" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              Latest hash
            </Typography>
            <Typography variant="codeChip" component="code" title={r.headHash} sx={{ fontSize: 12, fontWeight: 400, whiteSpace: 'nowrap' }}>
              {shortHash(r.headHash)}
            </Typography>
            <CopyButton value={r.headHash} label="Copy hash" toast="Hash copied to clipboard" />
          </Stack>
        )}
      </Alert>
    );
  const bad = r?.firstBad;
  if (!r || !bad) return null;
  return (
    <Alert
      severity="error"
      onClose={verify.dismiss}
      sx={{ mb: 2.5 }}
      data-testid="verify-result"
      action={
        <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => verify.viewBeforeBad(bad)}>
          View before it
        </Button>
      }
    >
      <AlertTitle>History integrity check failed</AlertTitle>
      {bad.message}. {r.verified} earlier {r.verified === 1 ? 'event verifies' : 'events verify'}.
    </Alert>
  );
}
