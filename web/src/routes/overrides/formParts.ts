import { Box, DialogTitle, FormControlLabel, IconButton, Stack, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';

// Styled parts of the override form (issue 18: no `sx`).

/** The form fills the dialog's paper so its content scrolls between the title and the actions. */
export const FormColumn = styled('form')({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 });

/** Room on the right for the close button. */
export const FormTitle = styled(DialogTitle)(({ theme }) => ({ paddingRight: theme.spacing(6) }));
export const FormSubtitle = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(0.25) }));
export const CloseButton = styled(IconButton)({ position: 'absolute', right: 12, top: 12 });
export const FormBody = styled(Stack)(({ theme }) => ({ paddingTop: theme.spacing(1) }));
export { DialogFormFooter as FormActions } from '../../components/dialogParts';

/** An environment's status before its name: green when active. */
export const StatusDot = styled('span', { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  display: 'block',
  width: 8,
  height: 8,
  borderRadius: '50%',
  flexShrink: 0,
  backgroundColor: active ? theme.palette.success.main : theme.palette.grey[500],
}));

/** The expiry field over its presets on phones, beside them from sm. */
export const ExpiryRow = styled(Stack)(({ theme }) => ({ alignItems: 'stretch', [theme.breakpoints.up('sm')]: { alignItems: 'flex-start' } }));

/** The date picker follows the light or dark mode. */
export const ExpiryInput = styled(TextField)(({ theme }) => ({
  '& input': { colorScheme: theme.palette.mode },
  [theme.breakpoints.up('sm')]: { maxWidth: 320 },
}));

/** The presets, level with the field's text from sm. */
export const PresetRow = styled(Stack)(({ theme }) => ({ flexWrap: 'wrap', [theme.breakpoints.up('sm')]: { paddingTop: theme.spacing(0.75) } }));

/** "Feature Flag Values", its count and the filter: stacked on phones, one line from sm. */
export const ValuesHeader = styled(Stack)(({ theme }) => ({
  alignItems: 'stretch',
  justifyContent: 'space-between',
  marginBottom: theme.spacing(1.5),
  [theme.breakpoints.up('sm')]: { alignItems: 'center' },
}));

export const ValuesTitle = styled(Typography)({ fontWeight: 600 });

export const NoFlagMatch = styled(Typography)(({ theme }) => ({ paddingTop: theme.spacing(2), paddingBottom: theme.spacing(2), textAlign: 'center' }));

/** A flag's card in the form: accent border and tint when included, red when none is and one is required. */
export const DraftCard = styled(Box, { shouldForwardProp: (p) => p !== 'included' && p !== 'missing' })<{ included: boolean; missing: boolean }>(
  ({ theme, included, missing }) => ({
    border: '1px solid',
    borderRadius: Number(theme.shape.borderRadius) * 2,
    transition: 'border-color 150ms, background-color 150ms',
    borderColor: included ? theme.palette.primary.main : missing ? theme.palette.error.light : theme.palette.divider,
    backgroundColor: included ? (theme.palette.mode === 'dark' ? 'rgba(132,120,240,0.08)' : 'rgba(91,75,219,0.04)') : 'transparent',
  }),
);

export const DraftHead = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  paddingLeft: theme.spacing(1.5),
  paddingRight: theme.spacing(1.5),
  paddingTop: theme.spacing(1),
  paddingBottom: theme.spacing(1),
}));

/** The flag's key under its name, wrapping anywhere. */
export const DraftKey = styled(Typography)({ display: 'block', overflowWrap: 'anywhere' });

/** What the flag serves without the override, from sm. */
export const ServedValue = styled(Typography)(({ theme }) => ({ display: 'none', maxWidth: 220, [theme.breakpoints.up('sm')]: { display: 'block' } }));

/** The value editor and the enabled switch, centred for a boolean's switch. */
export const DraftEditor = styled(Stack, { shouldForwardProp: (p) => p !== 'centred' })<{ centred: boolean }>(({ theme, centred }) => ({
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  paddingBottom: theme.spacing(1.75),
  paddingTop: theme.spacing(0.5),
  alignItems: 'stretch',
  [theme.breakpoints.up('sm')]: { alignItems: centred ? 'center' : 'flex-start' },
}));

export const BlockCaption = styled(Typography)({ display: 'block' });

/** "Enabled": level with a boolean's switch or a field's text from sm. */
export const EnabledControl = styled(FormControlLabel, { shouldForwardProp: (p) => p !== 'centred' })<{ centred: boolean }>(({ theme, centred }) => ({
  flexShrink: 0,
  marginRight: 0,
  [theme.breakpoints.up('sm')]: { marginTop: theme.spacing(centred ? 1.5 : 0.5) },
}));
