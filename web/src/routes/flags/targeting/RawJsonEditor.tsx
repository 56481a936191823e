import { Box, Stack, TextField, Typography } from '@mui/material';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import { fontFamilyMono } from '../../../theme/themePrimitives';

export interface JsonIssue {
  path: string;
  message: string;
}

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
      <TextField
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
        sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper', alignItems: 'flex-start' } }}
      />
      <Box role="status" aria-live="polite">
        {ok ? (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'success.main' }}>
            <CheckCircleRoundedIcon sx={{ fontSize: 18 }} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Valid flagd flag definition
            </Typography>
          </Stack>
        ) : (
          <Box sx={{ border: 1, borderColor: 'error.main', borderRadius: 2, p: 1.25 }}>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'error.main', mb: 0.5 }}>
              <ErrorOutlineRoundedIcon sx={{ fontSize: 18 }} />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {issues.length === 1 ? '1 problem' : `${issues.length} problems`}
              </Typography>
            </Stack>
            <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 3.25 }}>
              {issues.slice(0, 6).map((i, n) => (
                <Typography component="li" key={n} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {i.path && (
                    <Box component="code" sx={{ fontFamily: 'fontFamilyMono', fontSize: 12, bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, mr: 0.75 }}>
                      {i.path}
                    </Box>
                  )}
                  {i.message}
                </Typography>
              ))}
              {issues.length > 6 && (
                <Typography component="li" variant="caption" color="text.secondary">
                  and {issues.length - 6} more
                </Typography>
              )}
            </Stack>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
