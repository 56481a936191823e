import { Box, Stack, Typography } from '@mui/material';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import { CustomDot, customCellSx, modifiedCellSx } from './MatrixCell';

/** What the cells' marks mean: served on/off, custom value, modified, reset. */
export function Legend({ editable }: { editable: boolean }) {
  const swatch = (sx: object) => <Box sx={{ width: 18, height: 18, borderRadius: 1, border: 1, borderColor: 'divider', ...sx }} />;
  return (
    <Stack direction="row" useFlexGap spacing={{ xs: 1.5, sm: 3 }} sx={{ flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary' }} aria-label="Legend">
      <Typography variant="caption" sx={{ fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' }}>
        Legend
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }} />
        <Typography variant="body2">Served on</Typography>
        <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'text.disabled', ml: 0.5 }} />
        <Typography variant="body2">off</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {swatch({ ...customCellSx, display: 'grid', placeItems: 'center' })}
        <CustomDot />
        <Typography variant="body2">Custom value</Typography>
      </Stack>
      {editable && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {swatch({ ...modifiedCellSx, border: 0 })}
          <Typography variant="body2">Modified cell</Typography>
        </Stack>
      )}
      {editable && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <RestartAltRoundedIcon fontSize="small" />
          <Typography variant="body2">Reset to default</Typography>
        </Stack>
      )}
    </Stack>
  );
}
