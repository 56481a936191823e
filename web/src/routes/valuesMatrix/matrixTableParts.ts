import { Table, TableCell, TableContainer, TableRow } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/** The flag column's width, and a value column's least width, on phones (xs) and from sm up. */
export const FLAG_COL_WIDTH = { xs: 140, sm: 260 };
export const CELL_MIN_WIDTH = { xs: 132, sm: 168 };

/** Padding on the sides: 1.25 on phones, 2 from sm up. */
const sidePadding = (theme: Theme) => ({ paddingLeft: theme.spacing(1.25), paddingRight: theme.spacing(1.25) });
const sidePaddingSm = (theme: Theme) => ({ paddingLeft: theme.spacing(2), paddingRight: theme.spacing(2) });

/** The flag column stays in view while the environments scroll sideways; its shadow marks the edge. */
const stickyFirst = (theme: Theme) => ({
  position: 'sticky' as const,
  left: 0,
  backgroundColor: theme.palette.background.paper,
  borderRight: `1px solid ${theme.palette.divider}`,
  boxShadow: theme.palette.mode === 'dark' ? '4px 0 8px -6px rgba(0,0,0,0.8)' : '4px 0 8px -6px rgba(15,23,42,0.25)',
  width: FLAG_COL_WIDTH.xs,
  minWidth: FLAG_COL_WIDTH.xs,
  ...sidePadding(theme),
});
const stickyFirstSm = (theme: Theme) => ({ width: FLAG_COL_WIDTH.sm, minWidth: FLAG_COL_WIDTH.sm, ...sidePaddingSm(theme) });

/** Fills the window below the header: one scroll area with sticky headers, not a small box in a long page. */
export const MatrixScroll = styled(TableContainer)(({ theme }) => ({
  maxHeight: 'calc(100vh - 132px)',
  minHeight: 320,
  [theme.breakpoints.up('md')]: { maxHeight: 'calc(100vh - 168px)' },
}));

/** Fixed layout: environments share the width equally and long values are cut, not the columns pushed off-screen. */
export const MatrixGrid = styled(Table, { shouldForwardProp: (p) => p !== 'columns' })<{ columns: number }>(({ theme, columns }) => ({
  borderCollapse: 'separate',
  tableLayout: 'fixed',
  minWidth: FLAG_COL_WIDTH.xs + columns * CELL_MIN_WIDTH.xs,
  [theme.breakpoints.up('sm')]: { minWidth: FLAG_COL_WIDTH.sm + columns * CELL_MIN_WIDTH.sm },
}));

export const FlagCol = styled('col')(({ theme }) => ({ width: FLAG_COL_WIDTH.xs, [theme.breakpoints.up('sm')]: { width: FLAG_COL_WIDTH.sm } }));

/** The top-left head ("Feature Flag"): sticky both ways, over the other heads and the flag column. */
export const CornerCell = styled(TableCell)(({ theme }) => ({
  ...stickyFirst(theme),
  zIndex: 4,
  verticalAlign: 'bottom',
  [theme.breakpoints.up('sm')]: stickyFirstSm(theme),
}));

/** A row's head: the flag, sticky on the left. */
export const FlagHeadCell = styled(TableCell)(({ theme }) => ({
  ...stickyFirst(theme),
  zIndex: 2,
  verticalAlign: 'top',
  maxWidth: FLAG_COL_WIDTH.xs,
  paddingTop: theme.spacing(1),
  paddingBottom: theme.spacing(1),
  [theme.breakpoints.up('sm')]: { ...stickyFirstSm(theme), maxWidth: FLAG_COL_WIDTH.sm },
}));

/** An environment's column head. */
export const EnvHeadCell = styled(TableCell)(({ theme }) => ({
  minWidth: CELL_MIN_WIDTH.xs,
  backgroundColor: theme.palette.background.paper,
  verticalAlign: 'bottom',
  ...sidePadding(theme),
  [theme.breakpoints.up('sm')]: { minWidth: CELL_MIN_WIDTH.sm, ...sidePaddingSm(theme) },
}));

/** One flag in one environment. */
export const ValueCell = styled(TableCell)(({ theme }) => ({
  padding: theme.spacing(0.5),
  verticalAlign: 'middle',
  minWidth: CELL_MIN_WIDTH.xs,
  [theme.breakpoints.up('sm')]: { minWidth: CELL_MIN_WIDTH.sm },
}));

export const NoMatchCell = styled(TableCell)(({ theme }) => ({
  paddingTop: theme.spacing(6),
  paddingBottom: theme.spacing(6),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));

export const FlagRowRoot = styled(TableRow)({ '&:last-child > *': { borderBottom: 0 } });
