import { Box, Stack, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import { fontFamilyMono } from '../../../theme/themePrimitives';
import { jsonProblems } from './targetingEditorModel';

export interface JsonIssue {
  path: string;
  message: string;
}

const JsonField = styled(TextField)(({ theme }) => ({
  '& .MuiInputBase-root': { backgroundColor: theme.palette.background.paper, alignItems: 'flex-start' },
}));

/**
 * The flagd flag definition as JSON (variants, defaultVariant, targeting), validated on every
 * keystroke with the domain's validator (the official flagd schema, as the server checks it).
 */
export function RawJsonEditor({
  text,
  issues,
  disabled,
  note,
  onChange,
}: {
  text: string;
  /** empty: valid */
  issues: readonly JsonIssue[];
  disabled?: boolean;
  note?: string;
  onChange: (text: string) => void;
}) {
  const ok = issues.length === 0;
  return (
    <Stack spacing={1.25}>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      <JsonField
        multiline
        minRows={14}
        maxRows={22}
        fullWidth
        value={text}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        error={!ok}
        slotProps={{
          htmlInput: { 'aria-label': 'flagd definition JSON', spellCheck: false, style: { fontFamily: fontFamilyMono, fontSize: 12.5, lineHeight: 1.55 } },
        }}
      />
      <Box role="status" aria-live="polite">
        {ok ? <ValidLine /> : <Problems issues={issues} />}
      </Box>
    </Stack>
  );
}

/** An icon and a semi-bold line in the status colour. */
const StatusLine = styled(Stack, { shouldForwardProp: (p) => p !== 'tone' })<{ tone: 'success' | 'error' }>(({ theme, tone }) => ({
  alignItems: 'center',
  color: theme.palette[tone].main,
  '& .MuiSvgIcon-root': { fontSize: 18 },
  '& .MuiTypography-root': { fontWeight: 600 },
}));

function ValidLine() {
  return (
    <StatusLine direction="row" spacing={0.75} tone="success">
      <CheckCircleRoundedIcon />
      <Typography variant="body2">Valid flagd flag definition</Typography>
    </StatusLine>
  );
}

const ProblemBox = styled(Box)(({ theme }) => ({
  border: `1px solid ${theme.palette.error.main}`,
  borderRadius: Number(theme.shape.borderRadius) * 2,
  padding: theme.spacing(1.25),
}));
const ProblemsTitle = styled(StatusLine)(({ theme }) => ({ marginBottom: theme.spacing(0.5) }));
const ProblemList = styled(Stack)(({ theme }) => ({ margin: 0, paddingLeft: theme.spacing(3.25) })) as typeof Stack;
const Problem = styled(Typography)({ overflowWrap: 'anywhere' }) as typeof Typography;
const IssuePath = styled('code')(({ theme }) => ({
  fontFamily: theme.typography.fontFamilyMono,
  fontSize: 12,
  backgroundColor: theme.palette.action.hover,
  padding: theme.spacing(0, 0.5),
  borderRadius: Number(theme.shape.borderRadius) * 0.5,
  marginRight: theme.spacing(0.75),
}));

/** The document's problems: a count, the first few with where they are, and how many more. */
function Problems({ issues }: { issues: readonly JsonIssue[] }) {
  const p = jsonProblems(issues);
  return (
    <ProblemBox>
      <ProblemsTitle direction="row" spacing={0.75} tone="error">
        <ErrorOutlineRoundedIcon />
        <Typography variant="body2">{p.title}</Typography>
      </ProblemsTitle>
      <ProblemList component="ul" spacing={0.25}>
        {p.listed.map((i, n) => (
          <Problem component="li" key={n} variant="body2">
            {i.path && <IssuePath>{i.path}</IssuePath>}
            {i.message}
          </Problem>
        ))}
        {p.more > 0 && (
          <Typography component="li" variant="caption" color="text.secondary">
            and {p.more} more
          </Typography>
        )}
      </ProblemList>
    </ProblemBox>
  );
}
