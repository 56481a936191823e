import { Card, CardContent, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';

/** The public pages' frame (AuthLayout): a soft accent glow from the top left, the card in the middle. */
export const AuthPage = styled('div')(({ theme }) => ({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: theme.spacing(2),
  background:
    theme.palette.mode === 'dark'
      ? 'radial-gradient(1200px 600px at 10% -10%, #1e1b4b 0%, #0b0d14 60%)'
      : 'radial-gradient(1200px 600px at 10% -10%, #e0e7ff 0%, #f6f7fb 60%)',
}));
export const AuthColumn = styled('div')({ width: '100%', maxWidth: 440 });
export const Brand = styled(Stack)(({ theme }) => ({ alignItems: 'center', justifyContent: 'center', marginBottom: theme.spacing(3) }));
export const BrandName = styled(Typography)({ fontWeight: 800 });
export const AuthCard = styled(Card)({ boxShadow: '0 20px 50px -20px rgba(15,23,42,0.25)' });
export const AuthContent = styled(CardContent)(({ theme }) => ({
  padding: theme.spacing(3),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));
// typed as Typography so it keeps the `component` prop (a paragraph: the `lead` variant has no element of its own)
export const AuthSubtitle = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(3) })) as typeof Typography;
export const AuthFooter = styled('div')(({ theme }) => ({ marginTop: theme.spacing(2.5), textAlign: 'center' }));
/** The development sign-in's note under its button. */
export const DevNote = styled(Typography)({ textAlign: 'center' });

/** Not found: the big accent "404" in the middle of the page. */
export const NotFoundPlace = styled('div')(({ theme }) => ({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  padding: theme.spacing(3),
  backgroundColor: theme.palette.background.default,
}));
export const NotFoundCode = styled(Typography)(({ theme }) => ({
  fontWeight: 800,
  color: theme.palette.primary.main,
  fontSize: 72,
  [theme.breakpoints.up('sm')]: { fontSize: 96 },
}));
export const NotFoundTitle = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(3) }));
