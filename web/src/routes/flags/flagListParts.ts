import { FormControlLabel, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';

// Layout parts the flag list's files share (issue 18: no `sx` copies, no style objects built per row).
// Looks that are not layout (chips, text) are in the theme: theme/customizations/flagListScreens.ts.

/** A row of items centred on one line. */
export const AlignedRow = styled(Stack)({ alignItems: 'center' });

/** A row of items centred on one line that may shrink below its content's width. */
export const CentredRow = styled(Stack)({ alignItems: 'center', minWidth: 0 });

/** A row whose two ends are pushed apart, centred (a title and its action). */
export const SpreadRow = styled(Stack)({ alignItems: 'center', justifyContent: 'space-between' });

/** What fills the rest of a row and may shrink below its content's width. */
export const Grow = styled('div')({ minWidth: 0, flex: 1 });

/** A block that may shrink below its content's width (a label over a value). */
export const Shrinkable = styled('div')({ minWidth: 0 });

/** A name, heading or key that breaks anywhere rather than overflow its column. */
export const BreakAnywhere = styled('span')({ minWidth: 0, overflowWrap: 'anywhere' });

/** A switch with its label before it, across the whole row (Environment Enabled, Enabled (kill switch)). */
export const SwitchLabel = styled(FormControlLabel)({ margin: 0, width: '100%', justifyContent: 'space-between' });

export { DialogFooter } from '../../components/dialogParts';
