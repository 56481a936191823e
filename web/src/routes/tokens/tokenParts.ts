import { Chip, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';

/** The token list's desktop columns: token, scope, created, last used, revoke. */
export const COLUMNS = 'minmax(0, 1.4fr) 110px 150px 150px 110px';

export const ScopeChipRoot = styled(Chip)({ fontWeight: 600 });

/** The uppercase column heads (desktop only). */
export const ListHeads = styled('div')(({ theme }) => ({
  display: 'none',
  gridTemplateColumns: COLUMNS,
  columnGap: theme.spacing(2),
  padding: theme.spacing(1.25, 3),
  borderBottom: `1px solid ${theme.palette.divider}`,
  color: theme.palette.text.secondary,
  fontSize: 12,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: 0.4,
  [theme.breakpoints.up('md')]: { display: 'grid' },
}));

export const NoTokens = styled('div')(({ theme }) => ({
  padding: theme.spacing(6, 0),
  textAlign: 'center',
  color: theme.palette.text.secondary,
  '& > .MuiSvgIcon-root': { fontSize: 36, marginBottom: theme.spacing(1) },
}));

/** A token's row: two columns on a phone, the list's columns on desktop; a revoked or expired one is faded. */
export const TokenRowRoot = styled('div', { shouldForwardProp: (p) => p !== 'first' && p !== 'faded' })<{ first: boolean; faded: boolean }>(
  ({ theme, first, faded }) => ({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: theme.spacing(2),
    rowGap: theme.spacing(1),
    alignItems: 'center',
    padding: theme.spacing(1.75, 2),
    borderTop: first ? 0 : `1px solid ${theme.palette.divider}`,
    opacity: faded ? 0.6 : 1,
    [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: COLUMNS },
  }),
);
export const TokenCell = styled('div')({ minWidth: 0 });
export const NameLine = styled(Stack)({ alignItems: 'center' });
export const TokenName = styled(Typography)({ fontWeight: 600 });
export const PreviewLine = styled(Typography)(({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono }));
/** On a phone the scope and last use join the token's own lines. */
export const PhoneLine = styled(Stack)(({ theme }) => ({
  display: 'flex',
  marginTop: theme.spacing(0.75),
  alignItems: 'center',
  [theme.breakpoints.up('md')]: { display: 'none' },
}));
export const DesktopCell = styled('div')(({ theme }) => ({ display: 'none', [theme.breakpoints.up('md')]: { display: 'block' } }));
export const DesktopText = styled(Typography)(({ theme }) => ({ display: 'none', [theme.breakpoints.up('md')]: { display: 'block' } }));
export const RevokeCell = styled('div')({ textAlign: 'right' });

/** The header's buttons (API reference, New Token), wrapping on a phone. */
export const HeaderActions = styled(Stack)({ flexWrap: 'wrap' });
export const FootNote = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(2) }));
