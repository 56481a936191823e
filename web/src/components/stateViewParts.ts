import { Card, CardContent, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';

/** The empty state's card: the outlined card with a dashed border, its content centred and roomy. */
export const EmptyCard = styled(Card)({ borderStyle: 'dashed' });
export const EmptyContent = styled(CardContent)(({ theme }) => ({ paddingTop: theme.spacing(7), paddingBottom: theme.spacing(7), textAlign: 'center' }));
export const EmptyIcon = styled('div')(({ theme }) => ({ color: theme.palette.text.secondary, marginBottom: theme.spacing(1.5) }));
export const EmptyAction = styled('div')(({ theme }) => ({ marginTop: theme.spacing(3) }));

/** The responsive card grid of the Environments and Overrides pages. */
export const CardGridBox = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
}));

/** The error boundary's fallback: a centred card. */
export const FallbackPlace = styled('div')(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  paddingTop: theme.spacing(8),
  paddingBottom: theme.spacing(8),
}));
export const FallbackCard = styled(Card)({ maxWidth: 460, textAlign: 'center' });
export const FallbackContent = styled(CardContent)(({ theme }) => ({ padding: theme.spacing(4) }));
export const FallbackTitle = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(1) }));
export const FallbackText = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(1), marginBottom: theme.spacing(3) }));

/** While the auth state or a screen loads: the spinner in the middle of the page. */
export const LoaderPage = styled('div')(({ theme }) => ({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  backgroundColor: theme.palette.background.default,
}));
export const LoaderBody = styled('div')({ textAlign: 'center' });
export const LoaderLabel = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(2) }));
