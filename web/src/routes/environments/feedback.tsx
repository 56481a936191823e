import { Box, Chip, Typography } from '@mui/material';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import { CombinedGraphQLErrors } from '@apollo/client';

/** The server's reason for a failed call, when it gave one. */
export function errorDetail(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** A toast body: the spec's text first, the server's reason under it. */
export function ErrorToast({ title, error }: { title: string; error?: unknown }) {
  const detail = errorDetail(error);
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {detail && detail !== title && (
        <Typography variant="caption" sx={{ opacity: 0.9, display: 'block' }}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/** A read-only marker for users who may only view (spec §6). */
export function ViewOnlyChip() {
  return (
    <Chip
      icon={<VisibilityRoundedIcon />}
      label="View only"
      variant="outlined"
      sx={{ color: 'text.secondary', alignSelf: { xs: 'flex-start', sm: 'center' } }}
    />
  );
}
