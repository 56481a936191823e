import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';

/** Any other path (spec §2): the missing path is logged. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3, bgcolor: 'background.default' }}>
      <Box>
        <Typography variant="h1" sx={{ fontWeight: 800, color: 'primary.main', fontSize: { xs: 72, sm: 96 } }}>
          404
        </Typography>
        <Typography variant="h5" sx={{ mb: 3 }}>
          Oops! Page not found
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Return to Home
        </Button>
      </Box>
    </Box>
  );
}
