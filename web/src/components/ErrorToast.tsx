import { Box, Typography } from '@mui/material';
import { describeError } from '../apollo/errors';

/** A failure toast: what failed, then why (the server's words, or the connection problem). */
export function ErrorToast({ title, error }: { title: string; error?: unknown }) {
  const detail = error === undefined ? undefined : describeError(error);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {detail && detail !== title && (
        <Typography variant="caption" sx={{ opacity: 0.92, display: 'block' }}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}
