import { Component } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';

/** The generic error fallback (spec §2). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Page failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <Card sx={{ maxWidth: 460, textAlign: 'center' }}>
          <CardContent sx={{ p: 4 }}>
            <ErrorOutlineRoundedIcon color="error" sx={{ fontSize: 48 }} />
            <Typography variant="h5" sx={{ mt: 1 }}>
              Something went wrong
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
              An unexpected error occurred while loading this page.
            </Typography>
            <Button variant="contained" onClick={() => window.location.reload()}>
              Reload Page
            </Button>
          </CardContent>
        </Card>
      </Box>
    );
  }
}
