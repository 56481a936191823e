import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { plural } from '../../lib/format';
import type { ValuesMatrixModel } from './useValuesMatrixPage';

/** Staged edits: how many, Discard, Save All Changes. */
export function UnsavedCellsAlert({ m }: { m: ValuesMatrixModel }) {
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="status"
      sx={{ bgcolor: (t) => alpha(t.palette.warning.main, 0.08), alignItems: 'center', '& .MuiAlert-message': { flex: 1 } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}>
        <Box>
          <AlertTitle sx={{ mb: 0 }}>Unsaved changes</AlertTitle>
          {plural(m.edits.size, 'modified cell')} will not be applied until you save.
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button color="inherit" size="small" onClick={m.discard} disabled={m.saving}>
            Discard
          </Button>
          <Button color="warning" variant="contained" size="small" onClick={m.saveAll} disabled={m.saving}>
            {m.saving ? 'Saving...' : 'Save All Changes'}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
