import { Accordion, Avatar, Button, Card, CardContent, Chip, Grid, Link, Stack, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { codeSurface } from '../../theme/themePrimitives';

// Styled parts of the Setup & Integration screen (issue 18: no `sx`).

export const GenerateLink = styled(Link)({ verticalAlign: 'baseline', fontWeight: 600 }) as typeof Link;

/** A card as tall as its grid cell (URL builder, configuration details). */
export const FillCard = styled(Card)({ height: '100%' });

/** A card's content close under its header. */
export const ContentUnderHeader = styled(CardContent)(({ theme }) => ({ paddingTop: theme.spacing(1) }));
export const DetailsContent = styled(CardContent)(({ theme }) => ({ paddingTop: theme.spacing(0.5) }));

export const CenterRow = styled(Stack)({ alignItems: 'center' });
export const SpreadRow = styled(Stack)({ alignItems: 'center', justifyContent: 'space-between', width: '100%' });
export const Shrinkable = styled('div')({ minWidth: 0 });

/** The URL on an accent tint: method, address, copy and open. */
export const UrlBar = styled('div')(({ theme }) => ({
  marginTop: theme.spacing(2.5),
  padding: theme.spacing(1),
  paddingLeft: theme.spacing(1.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: '1px solid',
  borderColor: theme.palette.divider,
  backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.1 : 0.04),
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minWidth: 0,
}));
export const MethodChip = styled(Chip)(({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono, fontWeight: 700, height: 22, flexShrink: 0 }));
export const UrlText = styled(Typography)({ flex: 1, minWidth: 0 }) as typeof Typography;
export const UrlNotes = styled(Stack)(({ theme }) => ({ marginTop: theme.spacing(1.5) }));

export const DetailLine = styled(Stack)({ alignItems: 'center', justifyContent: 'space-between', minHeight: 34, minWidth: 0 });
export const DetailLabel = styled(Typography)({ flexShrink: 0 });
export const DetailValue = styled('div')({ minWidth: 0, display: 'flex', justifyContent: 'flex-end' });
export const UuidLine = styled(Stack)({ alignItems: 'center', minWidth: 0 });
export const UuidText = styled(Typography)({ fontWeight: 500, overflow: 'hidden', whiteSpace: 'nowrap', minWidth: 0 }) as typeof Typography;
export const MissingText = styled(Typography)(({ theme }) => ({ paddingTop: theme.spacing(0.5), paddingBottom: theme.spacing(0.5) }));
export const StatusText = styled(Typography)({ textTransform: 'capitalize' }) as typeof Typography;

/** An environment's status: green when active. */
export const StatusDot = styled('span', { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  width: 8,
  height: 8,
  borderRadius: '50%',
  flexShrink: 0,
  display: 'inline-block',
  backgroundColor: active ? theme.palette.success.main : theme.palette.text.disabled,
}));

/** The tabs over a card's samples, on the card's divider. */
export const TabsBar = styled('div')(({ theme }) => ({
  paddingLeft: theme.spacing(1),
  paddingRight: theme.spacing(1),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(2), paddingRight: theme.spacing(2) },
  borderBottom: '1px solid',
  borderColor: theme.palette.divider,
}));
export const MonoChip = styled(Chip)(({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono }));
export const SummaryRow = styled(Stack)(({ theme }) => ({ [theme.breakpoints.up('sm')]: { alignItems: 'center' } }));
export const Summary = styled(Typography)({ flex: 1 });

export const HookAccordion = styled(Accordion)(({ theme }) => ({ borderRadius: Number(theme.shape.borderRadius) * 2, '&::before': { display: 'none' } }));

export const Explainer = styled(Typography)(({ theme }) => ({ maxWidth: 820, '& code': { color: theme.palette.text.primary } }));
export const StepsGrid = styled(Grid)(({ theme }) => ({ marginTop: theme.spacing(2.5) }));
export const StepBox = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: '1px solid',
  borderColor: theme.palette.divider,
  height: '100%',
}));
export const StepHead = styled(Stack)(({ theme }) => ({ alignItems: 'center', marginBottom: theme.spacing(0.75) }));
export const StepNumber = styled(Avatar)({ width: 26, height: 26, borderRadius: '50%', fontSize: 13, fontWeight: 700 });
export const ManageButton = styled(Button)(({ theme }) => ({ marginTop: theme.spacing(2), marginLeft: theme.spacing(-1) })) as typeof Button;

/** The dark code panel, bordered in the page's divider in dark mode. */
export const CodePanel = styled('div')(({ theme }) => ({
  borderRadius: Number(theme.shape.borderRadius) * 2,
  overflow: 'hidden',
  backgroundColor: codeSurface.background,
  border: '1px solid',
  borderColor: theme.palette.mode === 'dark' ? theme.palette.divider : codeSurface.background,
}));
export const CodeHead = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingLeft: theme.spacing(1.5),
  paddingRight: theme.spacing(1.5),
  paddingTop: theme.spacing(0.5),
  paddingBottom: theme.spacing(0.5),
  borderBottom: `1px solid ${codeSurface.border}`,
  backgroundColor: 'rgba(255,255,255,0.03)',
}));
export const CodeLabel = styled(Typography)(({ theme }) => ({ color: codeSurface.muted, fontFamily: theme.typography.fontFamilyMono }));
export const CodeCopy = styled('div')({ color: '#c7cede', '& .MuiIconButton-root': { color: 'inherit' } });
export const CodePre = styled('pre', { shouldForwardProp: (p) => p !== 'maxHeight' })<{ maxHeight?: number }>(({ theme, maxHeight }) => ({
  margin: 0,
  padding: theme.spacing(2),
  overflow: 'auto',
  maxHeight,
  color: codeSurface.text,
  fontFamily: theme.typography.fontFamilyMono,
  fontSize: 12,
  [theme.breakpoints.up('sm')]: { fontSize: 13 },
  lineHeight: 1.65,
  tabSize: 2,
}));
