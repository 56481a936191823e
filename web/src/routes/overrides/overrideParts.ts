import { Button, Card, Chip, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import AllInclusiveRoundedIcon from '@mui/icons-material/AllInclusiveRounded';
import CalendarTodayRoundedIcon from '@mui/icons-material/CalendarTodayRounded';

// Styled parts of the Overrides screen's page, toolbar and cards (issue 18: no `sx`).

/** The header's create button fills the row on phones. */
export const HeaderCreateButton = styled(Button)(({ theme }) => ({ flex: 1, [theme.breakpoints.up('sm')]: { flex: 'none' } }));

/** The search over the filter chips on phones, beside them from md. */
export const ToolbarRow = styled(Stack)(({ theme }) => ({
  marginBottom: theme.spacing(3),
  alignItems: 'stretch',
  justifyContent: 'space-between',
  [theme.breakpoints.up('md')]: { alignItems: 'center' },
}));

/** A row whose items wrap (filter chips, expiry presets). */
export const WrapRow = styled(Stack)({ flexWrap: 'wrap' });

/** Items centred on the row's line. */
export const CenterRow = styled(Stack)({ alignItems: 'center' });

/** A flex child that may shrink below its content. */
export const Shrinkable = styled('div')({ minWidth: 0 });

/** A flex child that takes the room left and may shrink. */
export const Fill = styled('div')({ flex: 1, minWidth: 0 });

/** Pushes what follows to the card's bottom. */
export const Spacer = styled('div')({ flex: 1 });

/** A card, a little faded when the override does not apply. */
export const OverrideCardRoot = styled(Card, { shouldForwardProp: (p) => p !== 'dimmed' })<{ dimmed: boolean }>(({ dimmed }) => ({
  opacity: dimmed ? 0.97 : 1,
}));

export const TitleRow = styled(Stack)({ alignItems: 'flex-start' });

export const CardName = styled(Typography)({ overflowWrap: 'anywhere' }) as typeof Typography;

/** Secondary text and icons on one centred line (environment, created date, uuid). */
export const MutedRow = styled(Stack)(({ theme }) => ({ alignItems: 'center', color: theme.palette.text.secondary }));

export const EnvironmentLine = styled(MutedRow)(({ theme }) => ({ marginTop: theme.spacing(0.5) }));

export const EnvironmentIcon = styled(LayersRoundedIcon)({ fontSize: 16 });

/** A two-line description, or "No description" in italics. */
export const CardDescription = styled(Typography, { shouldForwardProp: (p) => p !== 'empty' })<{ empty: boolean }>(({ theme, empty }) => ({
  color: empty ? theme.palette.text.disabled : theme.palette.text.secondary,
  fontStyle: empty ? 'italic' : 'normal',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  marginTop: theme.spacing(1.25),
}));

export const BadgeDot = styled('span')({ width: 6, height: 6, borderRadius: '50%', backgroundColor: 'currentColor' });

/** A small chip in semi-bold that keeps its width: the status badge. */
export const BoldChip = styled(Chip)({ fontWeight: 600, flexShrink: 0 });

/** "Expiring soon", at the expiry line's end. */
export const SoonChip = styled(BoldChip)({ marginLeft: 'auto' });

export const ExpiryIcon = styled(ScheduleRoundedIcon)({ fontSize: 18 });
export const NoExpiryIcon = styled(AllInclusiveRoundedIcon)({ fontSize: 18 });

export const ValueRow = styled(Stack)({ alignItems: 'center', minWidth: 0 });

/** What does not shrink on a value's line: the arrow, "disabled". */
export const Fixed = styled(Typography)({ flexShrink: 0 });

export const ValueArrow = styled(Fixed)(({ theme }) => ({ color: theme.palette.text.disabled }));

export const ValuesSection = styled('div')(({ theme }) => ({ marginTop: theme.spacing(2) }));

/** Under the "Flag values" label: the rows, or why there are none. */
export const ValuesNote = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(0.75) }));
export const ValueRows = styled(Stack)(({ theme }) => ({ marginTop: theme.spacing(0.75) }));

export const ShowAllButton = styled(Button)(({ theme }) => ({
  marginTop: theme.spacing(0.5),
  marginLeft: theme.spacing(-1),
  paddingLeft: theme.spacing(1),
  paddingRight: theme.spacing(1),
}));

export const FooterRow = styled(Stack)(({ theme }) => ({
  marginTop: theme.spacing(2),
  paddingTop: theme.spacing(1.25),
  borderTop: '1px solid',
  borderColor: theme.palette.divider,
  alignItems: 'center',
}));

export const CreatedIcon = styled(CalendarTodayRoundedIcon)({ fontSize: 13 });

export const CardActions = styled(Stack)({ alignItems: 'center', flexShrink: 0 });
