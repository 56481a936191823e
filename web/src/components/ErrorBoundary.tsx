import { Component } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { styled } from '@mui/material/styles';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import { FallbackCard, FallbackContent, FallbackPlace, FallbackText, FallbackTitle } from './stateViewParts';

const FallbackIcon = styled(ErrorOutlineRoundedIcon)({ fontSize: 48 });

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
      <FallbackPlace>
        <FallbackCard>
          <FallbackContent>
            <FallbackIcon color="error" />
            <FallbackTitle variant="h5">Something went wrong</FallbackTitle>
            <FallbackText color="text.secondary">An unexpected error occurred while loading this page.</FallbackText>
            <Button variant="contained" onClick={() => window.location.reload()}>
              Reload Page
            </Button>
          </FallbackContent>
        </FallbackCard>
      </FallbackPlace>
    );
  }
}
