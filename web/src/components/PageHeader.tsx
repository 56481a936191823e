import type { ReactNode } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';

/** Title, optional count badge and subtitle on the left; actions on the right. */
export function PageHeader({ title, subtitle, count, actions }: { title: ReactNode; subtitle?: ReactNode; count?: number; actions?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 } }}>
            {title}
          </Typography>
          {count !== undefined && <Chip label={count} size="small" color="primary" variant="outlined" />}
        </Stack>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
