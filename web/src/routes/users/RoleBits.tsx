import { Chip, SvgIcon } from '@mui/material';
import type { SvgIconProps } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { normaliseRole } from '@flagstream/domain';
import { roleLabel, roleTone } from './usersModel';
import type { RoleTone } from './usersModel';

/** A crown (MUI ships none). */
export function CrownIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 16 3 5l5.5 5L12 4l3.5 6L21 5l-2 11H5zm14 3c0 .6-.4 1-1 1H6c-.6 0-1-.4-1-1v-1h14v1z" />
    </SvgIcon>
  );
}

const toneColour = (t: Theme, tone: RoleTone): string =>
  tone === 'grey' ? t.palette.text.secondary : t.palette.mode === 'dark' ? t.palette[tone].light : t.palette[tone].main;

const toneProp = { shouldForwardProp: (p: PropertyKey) => p !== 'tone' };

const RoleChipRoot = styled(
  Chip,
  toneProp,
)<{ tone: RoleTone }>(({ theme, tone }) => ({
  fontWeight: 600,
  color: toneColour(theme, tone),
  backgroundColor: tone === 'grey' ? theme.palette.action.selected : alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
  '& .MuiChip-icon': { color: 'inherit', fontSize: 16 },
}));

const RoleDotRoot = styled(
  'span',
  toneProp,
)<{ tone: RoleTone }>(({ theme, tone }) => ({
  width: 8,
  height: 8,
  borderRadius: '50%',
  flexShrink: 0,
  backgroundColor: toneColour(theme, tone),
}));

/** A soft, role-coloured chip; the owner's carries the crown. */
export function RoleChip({ role }: { role: string }) {
  const r = normaliseRole(role);
  return <RoleChipRoot size="small" label={roleLabel(r)} icon={r === 'owner' ? <CrownIcon /> : undefined} tone={roleTone(r)} />;
}

/** A small role-coloured dot (used in the role select). */
export function RoleDot({ role }: { role: string }) {
  return <RoleDotRoot tone={roleTone(role)} />;
}
