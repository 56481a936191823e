import { Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import { CustomDot, Swatch } from './MatrixCell';

const Root = styled(Stack)(({ theme }) => ({ flexWrap: 'wrap', alignItems: 'center', color: theme.palette.text.secondary }));
const Title = styled(Typography)({ fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' });
const Entry = styled(Stack)({ alignItems: 'center' });
/** The served-on and served-off samples. */
const LegendDot = styled('div', { shouldForwardProp: (p) => p !== 'served' })<{ served: boolean }>(({ theme, served }) => ({
  width: 8,
  height: 8,
  borderRadius: '50%',
  backgroundColor: served ? theme.palette.success.main : theme.palette.text.disabled,
}));
const OffDot = styled(LegendDot)(({ theme }) => ({ marginLeft: theme.spacing(0.5) }));

/** What the cells' marks mean: served on/off, custom value, modified, reset. */
export function Legend({ editable }: { editable: boolean }) {
  return (
    <Root direction="row" useFlexGap spacing={{ xs: 1.5, sm: 3 }} aria-label="Legend">
      <Title variant="caption">Legend</Title>
      <Entry direction="row" spacing={1}>
        <LegendDot served />
        <Typography variant="body2">Served on</Typography>
        <OffDot served={false} />
        <Typography variant="body2">off</Typography>
      </Entry>
      <Entry direction="row" spacing={1}>
        <Swatch look="custom" />
        <CustomDot />
        <Typography variant="body2">Custom value</Typography>
      </Entry>
      {editable && (
        <Entry direction="row" spacing={1}>
          <Swatch look="modified" />
          <Typography variant="body2">Modified cell</Typography>
        </Entry>
      )}
      {editable && (
        <Entry direction="row" spacing={1}>
          <RestartAltRoundedIcon fontSize="small" />
          <Typography variant="body2">Reset to default</Typography>
        </Entry>
      )}
    </Root>
  );
}
