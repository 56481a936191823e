import { Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';

// The Flag page's layout parts (issue 18: styled parts, not `sx` copies). Rows are Stacks: their
// direction, spacing and gap stay props where they are used.

/** A row whose items are centred across it. */
export const CenterRow = styled(Stack)({ alignItems: 'center' });
/** A centred row that may shrink below its content (long names and keys wrap). */
export const ShrinkRow = styled(Stack)({ alignItems: 'center', minWidth: 0 });
/** A centred row whose items wrap onto the next line. */
export const WrapRow = styled(Stack)({ alignItems: 'center', flexWrap: 'wrap' });
/** A row aligned on its items' first text line (a count and its word). */
export const BaselineRow = styled(Stack)({ alignItems: 'baseline' });
/** Content on the left, actions on the right, both at the top. */
export const TopRow = styled(Stack)({ alignItems: 'flex-start', justifyContent: 'space-between' });
/** Content on the left, actions on the right, centred. */
export const SpreadRow = styled(Stack)({ alignItems: 'center', justifyContent: 'space-between' });

/** A block that may shrink below its content. */
export const Shrinkable = styled('div')({ minWidth: 0 });
/** The same, taking the row's free space. */
export const Grow = styled('div')({ minWidth: 0, flex: 1 });
/** A block that keeps its width in a row. */
export const Fixed = styled('div')({ flexShrink: 0 });
/** A section of the page with the grid's gap under it. */
export const PageSection = styled('div')(({ theme }) => ({ marginBottom: theme.spacing(2.5) }));

/** Text that breaks anywhere rather than overflow (names, summaries). */
export const BreakingText = styled(Typography)({ overflowWrap: 'anywhere' });
