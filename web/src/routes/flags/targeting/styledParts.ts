import { Box, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

// Styled parts the targeting editor and the segment form share (issue 18: looks in the theme, not `sx`).

/** A variant's colour as a small square (split bar rows, variant names, the evaluated variant). */
export const Swatch = styled(Box, { shouldForwardProp: (p) => p !== 'colour' })<{ colour: string }>(({ theme, colour }) => ({
  width: 10,
  height: 10,
  borderRadius: Number(theme.shape.borderRadius) * 0.75,
  flexShrink: 0,
  backgroundColor: colour,
}));

/** The grey text a select shows while nothing is chosen. */
export const Placeholder = styled('span')(({ theme }) => ({ color: theme.palette.text.secondary }));

const panel = ({ theme }: { theme: Theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 3,
  overflow: 'hidden',
});
/** A bordered panel with a tinted bar on top (a segment's conditions). */
export const Panel = styled('div')(panel);
/** The same as a named section (Evaluate as). */
export const PanelSection = styled('section')(panel);

/** A panel's tinted top bar: its title and, at the end, its switch. */
export const PanelBar = styled(Stack)(({ theme }) => ({
  padding: theme.spacing(1.25, 2),
  backgroundColor: theme.palette.action.hover,
  borderBottom: `1px solid ${theme.palette.divider}`,
  justifyContent: 'space-between',
}));

/** A row's label column (IF, AND: 44px; THEN SERVE, OTHERWISE: 96px) beside what it labels. */
export const KeywordColumn = styled(Box, { shouldForwardProp: (p) => p !== 'wide' })<{ wide?: boolean }>(({ theme, wide }) => ({
  flexShrink: 0,
  paddingTop: wide ? theme.spacing(0.5) : 0,
  [theme.breakpoints.up('sm')]: { width: wide ? 96 : 44, paddingTop: theme.spacing(wide ? 0.5 : 0.875) },
}));

/** What a row's label column labels: the rest of the row (all of it on phones). */
export const KeywordBody = styled(Box)({ flex: 1, minWidth: 0, width: '100%' });

/** A row of a keyword and what it labels: stacked on phones, side by side from sm. */
export const KeywordRow = styled(Stack)({ alignItems: 'flex-start' });
