import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { plural } from '../../lib/format';
import type { ValuesMatrixModel } from './useValuesMatrixPage';

const Root = styled(Alert)(({ theme }) => ({
  backgroundColor: alpha(theme.palette.warning.main, 0.08),
  alignItems: 'center',
  '& .MuiAlert-message': { flex: 1 },
}));
const Line = styled(Stack)(({ theme }) => ({
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  [theme.breakpoints.up('sm')]: { alignItems: 'center' },
}));
const Title = styled(AlertTitle)({ marginBottom: 0 });
const Buttons = styled(Stack)({ flexShrink: 0 });

/** Staged edits: how many, Discard, Save All Changes. */
export function UnsavedCellsAlert({ m }: { m: ValuesMatrixModel }) {
  return (
    <Root severity="warning" variant="outlined" role="status">
      <Line direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Box>
          <Title>Unsaved changes</Title>
          {plural(m.edits.size, 'modified cell')} will not be applied until you save.
        </Box>
        <Buttons direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={m.discard} disabled={m.saving}>
            Discard
          </Button>
          <Button color="warning" variant="contained" size="small" onClick={m.saveAll} disabled={m.saving}>
            {m.saving ? 'Saving...' : 'Save All Changes'}
          </Button>
        </Buttons>
      </Line>
    </Root>
  );
}
