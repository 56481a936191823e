import { Box, Chip, IconButton, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import DifferenceRoundedIcon from '@mui/icons-material/DifferenceRounded';

// The Compare tab's looks as styled parts (issue 18: no sx copies).

export const Intro = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(2) }));

/** From, swap, To: stacked on phones, one row from md. */
export const PickerRow = styled(Stack)(({ theme }) => ({ alignItems: 'stretch', [theme.breakpoints.up('md')]: { alignItems: 'flex-start' } }));

export const PickerSlot = styled(Box)({ flex: 1, minWidth: 0 });

/** Points down between the stacked fields, sideways between the two of a row. */
export const SwapButton = styled(IconButton)(({ theme }) => ({
  alignSelf: 'center',
  transform: 'rotate(90deg)',
  [theme.breakpoints.up('md')]: { marginTop: theme.spacing(0.25), transform: 'none' },
}));

/** The result's head: the headline and span, then the counts. */
export const ResultHead = styled(Box)(({ theme }) => ({
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(2.5), paddingRight: theme.spacing(2.5) },
  paddingTop: theme.spacing(2),
  paddingBottom: theme.spacing(2),
  borderBottom: '1px solid',
  borderColor: theme.palette.divider,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
  alignItems: 'center',
  justifyContent: 'space-between',
}));

export const Shrinkable = styled(Box)({ minWidth: 0 });

export const Headline = styled(Typography)({ fontWeight: 600 });

export const CountChip = styled(Chip)({ fontWeight: 600 });

export const SameBox = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  paddingTop: theme.spacing(6),
  paddingBottom: theme.spacing(6),
  color: theme.palette.text.secondary,
  textAlign: 'center',
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
}));

export const SameIcon = styled(DifferenceRoundedIcon)({ fontSize: 40 });

export const ChangeList = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

/** One entity's change, a rule above all but the first. */
export const ChangeItem = styled('li', { shouldForwardProp: (p) => p !== 'first' })<{ first: boolean }>(({ theme, first }) => ({
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(2.5), paddingRight: theme.spacing(2.5) },
  paddingTop: theme.spacing(2),
  paddingBottom: theme.spacing(2),
  borderTop: first ? '0px solid' : '1px solid',
  borderColor: theme.palette.divider,
}));

export const NameRow = styled(Stack)(({ theme }) => ({ alignItems: 'center', flexWrap: 'wrap', marginBottom: theme.spacing(1.5) }));

/** Added / Removed / Changed beside the entity's kind chip, at its size. */
export const ChangeChip = styled(Chip)(({ theme }) => ({ height: 22, fontSize: 11.5, fontWeight: 600, borderRadius: Number(theme.shape.borderRadius) * 1.5 }));

/** The fields line up under the name, past the dot, from sm. */
export const FieldsIndent = styled(Box)(({ theme }) => ({ paddingLeft: 0, [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3) } }));
