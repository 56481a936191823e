import { Box, Button, ButtonBase, Stack, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';

// The timeline's looks as styled parts (issue 18: no sx copies); text variants shared with other screens are in the theme.

/** An entry: the rail beside its content; the highlighted one (opened from a link) tinted. */
export const EntryItem = styled('li', { shouldForwardProp: (p) => p !== 'highlighted' })<{ highlighted: boolean }>(({ theme, highlighted }) => ({
  position: 'relative',
  display: 'flex',
  gap: theme.spacing(1.5),
  paddingLeft: theme.spacing(1.5),
  paddingRight: theme.spacing(1.5),
  [theme.breakpoints.up('sm')]: { gap: theme.spacing(2), paddingLeft: theme.spacing(2.5), paddingRight: theme.spacing(2.5) },
  ...(highlighted ? { backgroundColor: alpha(theme.palette.primary.main, 0.06) } : {}),
}));

/** The rail: a dot per event, joined by a line. */
export const Rail = styled(Box)(({ theme }) => ({
  position: 'relative',
  width: 14,
  flexShrink: 0,
  display: 'flex',
  justifyContent: 'center',
  paddingTop: theme.spacing(2.25),
}));

export const RailLine = styled(Box)(({ theme }) => ({
  position: 'absolute',
  top: 30,
  bottom: -18,
  width: 2,
  backgroundColor: theme.palette.divider,
  borderRadius: Number(theme.shape.borderRadius),
}));

export const EntryBody = styled(Box)(({ theme }) => ({ flex: 1, minWidth: 0, paddingTop: theme.spacing(1), paddingBottom: theme.spacing(1) }));

/** The entry's summary line, the button that opens its details. */
export const EntryToggle = styled(ButtonBase)(({ theme }) => ({
  width: '100%',
  textAlign: 'left',
  borderRadius: Number(theme.shape.borderRadius) * 2,
  padding: theme.spacing(0.75, 1),
  margin: theme.spacing(0, -1),
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  '&:hover': { backgroundColor: theme.palette.action.hover },
}));

export const Grow = styled(Box)({ flex: 1, minWidth: 0 });

/** Who · when · date · #position, wrapping as a line of its own. */
export const EntryMeta = styled(Typography)(({ theme }) => ({
  marginTop: theme.spacing(0.25),
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: theme.spacing(0.75),
  rowGap: 0,
})) as typeof Typography;

export const Actor = styled('span')(({ theme }) => ({ color: theme.palette.text.primary, fontWeight: 500 }));

export const Position = styled('span')(({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono, fontSize: 11.5 }));

export const ToggleEnd = styled(Stack)({ alignItems: 'center', flexShrink: 0 });

/** The kind chip beside the summary from the small breakpoint; in the details on phones. */
export const WideOnly = styled(Box)(({ theme }) => ({ display: 'none', [theme.breakpoints.up('sm')]: { display: 'block' } }));
export const NarrowOnly = styled(Box)(({ theme }) => ({ display: 'block', [theme.breakpoints.up('sm')]: { display: 'none' } }));

export const ExpandIcon = styled(KeyboardArrowDownRoundedIcon, { shouldForwardProp: (p) => p !== 'open' })<{ open: boolean }>(({ theme, open }) => ({
  color: theme.palette.text.secondary,
  transform: open ? 'rotate(180deg)' : 'none',
}));

export const DetailsPanel = styled(Box)(({ theme }) => ({
  marginTop: theme.spacing(1),
  marginBottom: theme.spacing(1),
  padding: theme.spacing(1.5),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2) },
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.default,
}));

export const WrapRow = styled(Stack)({ flexWrap: 'wrap', alignItems: 'center' });

export const DetailsHead = styled(WrapRow)(({ theme }) => ({ marginBottom: theme.spacing(1.5) }));

export const EventType = styled(Typography)(({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono, fontWeight: 600 }));

/** The event's ids, small and breaking anywhere. */
export const EventIds = styled(Typography)(({ theme }) => ({
  marginTop: theme.spacing(1.5),
  fontFamily: theme.typography.fontFamilyMono,
  fontSize: 11,
  overflowWrap: 'anywhere',
})) as typeof Typography;

export const EntryButtons = styled(Stack)(({ theme }) => ({ flexWrap: 'wrap', marginTop: theme.spacing(1.5) }));

/** Restore goes to the row's end from the small breakpoint. */
export const RestoreAction = styled(Button)(({ theme }) => ({ [theme.breakpoints.up('sm')]: { marginLeft: 'auto' } }));

/** A day's heading: a rule above it but for the first. */
export const DayItem = styled('li', { shouldForwardProp: (p) => p !== 'first' })<{ first: boolean }>(({ theme, first }) => ({
  paddingLeft: theme.spacing(1.5),
  paddingRight: theme.spacing(1.5),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(2.5), paddingRight: theme.spacing(2.5) },
  paddingTop: theme.spacing(first ? 1.5 : 2.5),
  paddingBottom: theme.spacing(0.5),
  borderTop: first ? '0px solid' : '1px solid',
  borderColor: theme.palette.divider,
}));

export const EntryList = styled('ol')(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, paddingTop: theme.spacing(0.5) }));

export const ListEnd = styled(Box)(({ theme }) => ({
  borderTop: '1px solid',
  borderColor: theme.palette.divider,
  padding: theme.spacing(1.75, 2.5),
  display: 'flex',
  justifyContent: 'center',
}));
