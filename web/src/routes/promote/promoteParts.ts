import { Alert, Box, Card, Checkbox, Stack, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';

// The Compare & Promote screen's one-off layouts as styled parts; its text looks are theme variants
// (code, codeCaption, name, label: projectScreens.ts).

const notStrong = { shouldForwardProp: (p: PropertyKey) => p !== 'strong' };

/** A compared or promoted value in the monospace token: bold where it changes. */
export const ValueCode = styled(Typography, notStrong)<{ strong: boolean }>(({ strong }) => ({ fontWeight: strong ? 700 : 400 }));

/** "Rules" / "No rules" in the preview: semi-bold when there are rules. */
export const RulesText = styled(Typography, notStrong)<{ strong: boolean }>(({ strong }) => ({ fontWeight: strong ? 600 : 400 }));

/** A cell of a grid row, named by its grid area, that may shrink below its content. */
export const Cell = styled(Box, { shouldForwardProp: (p) => p !== 'area' })<{ area: string }>(({ area }) => ({ gridArea: area, minWidth: 0 }));

// --- the comparison

export const Marks = styled(Stack)(({ theme }) => ({ marginTop: theme.spacing(0.25) }));

export const KeyLine = styled(Stack)({ alignItems: 'center' });

export const PickBox = styled(Checkbox)({ gridArea: 'check' });

export const RowArrow = styled(ArrowForwardRoundedIcon)(({ theme }) => ({ gridArea: 'arrow', color: theme.palette.text.disabled }));

export const TableHead = styled(Stack)(({ theme }) => ({
  padding: theme.spacing(1.5, 2.5),
  alignItems: 'center',
  borderBottom: '1px solid',
  borderColor: theme.palette.divider,
}));

export const TableTitle = styled(Typography)({ flex: 1 });

export const NothingDiffers = styled(Box)(({ theme }) => ({ padding: theme.spacing(4), textAlign: 'center', color: theme.palette.text.secondary }));

// --- the options

export const OptionsCard = styled(Card)(({ theme }) => ({ padding: theme.spacing(2.5), marginBottom: theme.spacing(3) }));

export const OptionsLine = styled(Stack)(({ theme }) => ({ [theme.breakpoints.up('md')]: { alignItems: 'center' } }));

export const PairLine = styled(Stack)({ alignItems: 'center', minWidth: 0 });

/** An environment's select: shares a phone's line with the other, 200px wide from sm. */
export const EnvironmentField = styled(TextField)(({ theme }) => ({
  minWidth: 0,
  flex: 1,
  [theme.breakpoints.up('sm')]: { minWidth: 200, flex: 'none' },
})) as typeof TextField;

/** Pushes the switches to the right from md. */
export const Spacer = styled(Box)(({ theme }) => ({ flex: 1, display: 'none', [theme.breakpoints.up('md')]: { display: 'block' } }));

export const Switches = styled(Stack)(({ theme }) => ({ flexWrap: 'wrap', columnGap: theme.spacing(1) }));

// --- the page and the preview

export const DoneAlert = styled(Alert)(({ theme }) => ({ marginBottom: theme.spacing(3) }));

export const PreviewError = styled(Alert)(({ theme }) => ({ marginBottom: theme.spacing(2) }));

export const PreviewIntro = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(2) }));

export const ChangeLabel = styled(Typography)({ gridArea: 'label' });

export const ChangeArrow = styled(ArrowForwardRoundedIcon)(({ theme }) => ({ gridArea: 'arrow', fontSize: 16, color: theme.palette.text.disabled }));

export const ValueLine = styled(Stack)(({ theme }) => ({ alignItems: 'center', minWidth: 0, flexWrap: 'wrap', rowGap: theme.spacing(0.5) }));

export const FlagTitle = styled(Stack)({ alignItems: 'baseline', minWidth: 0 });

export { DialogFooter as PreviewActions } from '../../components/dialogParts';
