import { Alert, AlertTitle, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import { CopyButton } from '../../components/CopyButton';
import { shortHash } from './auditModel';
import { earlierVerifiedText } from './auditPageModel';
import type { useAuditPage } from './useAuditPage';

type Verify = ReturnType<typeof useAuditPage>['verify'];
type Result = NonNullable<NonNullable<Verify['state']>['result']>;

const PaperButton = styled(Button)(({ theme }) => ({ backgroundColor: theme.palette.background.paper }));
const ResultAlert = styled(Alert)(({ theme }) => ({ marginBottom: theme.spacing(2.5) }));
const HashLine = styled(Stack)(({ theme }) => ({ alignItems: 'center', marginTop: theme.spacing(0.5) }));
const HashLabel = styled(Typography)({ fontWeight: 600, whiteSpace: 'nowrap' });
// cast: styled() drops Typography's `component` prop from the type
const Hash = styled(Typography)({ fontSize: 12, fontWeight: 400, whiteSpace: 'nowrap' }) as typeof Typography;
const NoWrapButton = styled(Button)({ whiteSpace: 'nowrap' });

/** The header's integrity check button. */
export function VerifyButton({ verify }: { verify: Verify }) {
  const running = Boolean(verify.state?.loading);
  return (
    <PaperButton
      variant="outlined"
      onClick={verify.run}
      disabled={running}
      startIcon={running ? <CircularProgress size={16} color="inherit" /> : <VerifiedUserRoundedIcon />}
    >
      {running ? 'Verifying...' : 'Verify integrity'}
    </PaperButton>
  );
}

/** The integrity check's answer: verified (with the latest hash), the first bad event, or why it could not run. */
export function VerifyResult({ verify }: { verify: Verify }) {
  const v = verify.state;
  if (!v || v.loading) return null;
  if (v.error)
    return (
      <ResultAlert severity="error" onClose={verify.dismiss}>
        <AlertTitle>The integrity check could not run</AlertTitle>
        {v.error}
      </ResultAlert>
    );
  const r = v.result;
  if (r?.ok) return <Verified r={r} onClose={verify.dismiss} />;
  const bad = r?.firstBad;
  if (!r || !bad) return null;
  return (
    <ResultAlert
      severity="error"
      onClose={verify.dismiss}
      data-testid="verify-result"
      action={
        <NoWrapButton color="inherit" size="small" onClick={() => verify.viewBeforeBad(bad)}>
          View before it
        </NoWrapButton>
      }
    >
      <AlertTitle>History integrity check failed</AlertTitle>
      {bad.message}. {earlierVerifiedText(r.verified)}
    </ResultAlert>
  );
}

/** Every event matches its hash: how many, and the latest hash to copy. */
function Verified({ r, onClose }: { r: Result; onClose: () => void }) {
  return (
    <ResultAlert severity="success" icon={<VerifiedUserRoundedIcon />} onClose={onClose} data-testid="verify-result">
      <AlertTitle>History verified</AlertTitle>
      All {r.verified} events match their recorded hashes: nothing was altered, removed or reordered.
      {r.headHash && (
        <HashLine direction="row" spacing={0.75}>
          <HashLabel variant="caption">Latest hash</HashLabel>
          <Hash variant="codeChip" component="code" title={r.headHash}>
            {shortHash(r.headHash)}
          </Hash>
          <CopyButton value={r.headHash} label="Copy hash" toast="Hash copied to clipboard" />
        </HashLine>
      )}
    </ResultAlert>
  );
}
