import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { BrandMark } from '../components/shell/BrandMark';

/** The public pages' frame: brand, a headline and a card. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: (t) =>
          t.palette.mode === 'dark'
            ? 'radial-gradient(1200px 600px at 10% -10%, #1e1b4b 0%, #0b0d14 60%)'
            : 'radial-gradient(1200px 600px at 10% -10%, #e0e7ff 0%, #f6f7fb 60%)',
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', justifyContent: 'center', mb: 3 }}>
          <BrandMark size={40} />
          <Typography variant="h5" sx={{ fontWeight: 800 }}>
            Flagstream
          </Typography>
        </Stack>
        <Card sx={{ boxShadow: '0 20px 50px -20px rgba(15,23,42,0.25)' }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h5">{title}</Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              {subtitle}
            </Typography>
            {children}
          </CardContent>
        </Card>
        <Box sx={{ mt: 2.5, textAlign: 'center' }}>{footer}</Box>
      </Box>
    </Box>
  );
}
