import { Box, CircularProgress, Typography } from '@mui/material';

/** While the auth state or a screen loads. */
export function FullScreenLoader({ label }: { label?: string }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress size={36} />
        {label && (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {label}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
