import { Button, Dialog, ListSubheader, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';

/** The header's Search button: a quiet outline; on phones the icon alone. */
export const SearchButton = styled(Button)(({ theme }) => ({
  borderColor: theme.palette.divider,
  color: theme.palette.text.secondary,
  fontWeight: 500,
  paddingLeft: theme.spacing(1.5),
  paddingRight: theme.spacing(1.5),
  minWidth: 0,
  '& .MuiButton-startIcon': { marginRight: 0, [theme.breakpoints.up('md')]: { marginRight: theme.spacing(1) } },
}));
/** Shown from md up. */
export const WideOnly = styled('span')(({ theme }) => ({ display: 'none', [theme.breakpoints.up('md')]: { display: 'inline' } }));
export const ShortcutKey = styled('kbd')(({ theme }) => ({
  display: 'none',
  marginLeft: theme.spacing(1.5),
  fontSize: 12,
  fontFamily: 'inherit',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  padding: theme.spacing(0, 0.75),
  [theme.breakpoints.up('md')]: { display: 'inline' },
}));
/** The button's name on phones, where its text is hidden. */
export const NarrowName = styled('span')(({ theme }) => ({
  display: 'inline',
  position: 'absolute',
  // (as it was: 100%, not 1px; the clip hides it)
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  [theme.breakpoints.up('md')]: { display: 'none' },
}));

/** Near the top of the window, not centred: the list grows downwards as it fills. */
export const PaletteDialogRoot = styled(Dialog)(({ theme }) => ({
  '& .MuiDialog-paper': {
    alignSelf: 'flex-start',
    marginTop: theme.spacing(2),
    overflow: 'hidden',
    [theme.breakpoints.up('sm')]: { marginTop: theme.spacing(10) },
  },
}));
export const SearchRow = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  padding: theme.spacing(1.25, 2),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& > .MuiSvgIcon-root': { color: theme.palette.text.secondary },
}));
export const EscKey = styled('kbd')(({ theme }) => ({
  fontSize: 12,
  color: theme.palette.text.secondary,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  padding: theme.spacing(0.25, 0.75),
}));
export const CommandListRoot = styled('ul')(({ theme }) => ({ listStyle: 'none', margin: 0, padding: theme.spacing(1), maxHeight: 420, overflowY: 'auto' }));
export const NothingMatches = styled(Typography)(({ theme }) => ({ padding: theme.spacing(2, 1.5), textAlign: 'center' })) as typeof Typography;
export const GroupHeading = styled(ListSubheader)(({ theme }) => ({
  lineHeight: '28px',
  paddingLeft: theme.spacing(1.5),
  paddingRight: theme.spacing(1.5),
  backgroundColor: 'transparent',
  fontSize: 12,
})) as typeof ListSubheader;
export const OptionRow = styled('div', { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1, 1.5),
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  cursor: 'pointer',
  backgroundColor: active ? theme.palette.action.selected : 'transparent',
  '& > .MuiSvgIcon-root': { color: theme.palette.text.secondary },
}));
export const OptionText = styled('div')({ minWidth: 0, flex: 1 });
/** A flag's key under its name, in the monospace token. */
export const MonoCaption = styled(Typography)(({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono })) as typeof Typography;
