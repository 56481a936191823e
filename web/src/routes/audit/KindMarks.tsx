import { Box, Chip } from '@mui/material';
import { alpha, darken, lighten, styled } from '@mui/material/styles';
import { kindMeta } from './auditModel';

const HuedChip = styled(Chip, { shouldForwardProp: (p) => p !== 'hue' })<{ hue: string }>(({ theme, hue }) => ({
  height: 22,
  fontSize: 11.5,
  fontWeight: 600,
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  // The dot's hue, toned so the label reads at >= 4.5:1 in light and dark (WCAG AA).
  color: theme.palette.mode === 'dark' ? lighten(hue, 0.45) : darken(hue, 0.38),
  borderColor: alpha(hue, 0.45),
  backgroundColor: alpha(hue, 0.06),
}));

/** A kind of entity as a small chip in its timeline colour. */
export function KindChip({ kind }: { kind: string }) {
  const m = kindMeta(kind);
  return <HuedChip size="small" label={m.label} variant="outlined" hue={m.colour} />;
}

const Dot = styled(Box, { shouldForwardProp: (p) => p !== 'hue' && p !== 'size' })<{ hue: string; size: number }>(({ theme, hue, size }) => ({
  width: size,
  height: size,
  borderRadius: '50%',
  backgroundColor: hue,
  flexShrink: 0,
  boxShadow: `0 0 0 3px ${theme.palette.background.paper}, 0 0 0 4.5px ${alpha(hue, 0.35)}`,
}));

/** The coloured dot of an entity kind, ringed like the dashboard's activity dots. */
export function KindDot({ kind, size = 12 }: { kind: string; size?: number }) {
  return <Dot data-kind={kind} hue={kindMeta(kind).colour} size={size} />;
}
