import type { ReactNode } from 'react';
import { Avatar, Box, Chip, SvgIcon, Typography } from '@mui/material';
import type { SvgIconProps } from '@mui/material';
import { IconButton } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { CombinedGraphQLErrors } from '@apollo/client';
import { OWNER_MEMBER_ID, grantableRoles, mayActOnRole, normaliseRole } from '@flagstream/domain';
import type { Role } from '@flagstream/domain';

/** The domain's rules (issue 18: written once): the owner's member id, the roles one may grant, whom one may act on. */
export { OWNER_MEMBER_ID, grantableRoles };

export const roleLabel = (role: string): string => {
  const r = normaliseRole(role);
  return r.charAt(0).toUpperCase() + r.slice(1);
};

/** May the caller act on someone holding `role`? */
export const outranks = (actor: Role | null | undefined, role: string): boolean => mayActOnRole(actor, role);

/** The server's reason for a failed call, when it gave one. */
export function errorMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** A crown (MUI ships none). */
export function CrownIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 16 3 5l5.5 5L12 4l3.5 6L21 5l-2 11H5zm14 3c0 .6-.4 1-1 1H6c-.6 0-1-.4-1-1v-1h14v1z" />
    </SvgIcon>
  );
}

type Tone = 'warning' | 'primary' | 'secondary' | 'success' | 'grey';
const ROLE_TONE: Record<Role, Tone> = { owner: 'warning', admin: 'primary', manager: 'secondary', developer: 'success', viewer: 'grey' };

const toneColour = (t: Theme, tone: Tone): string =>
  tone === 'grey' ? t.palette.text.secondary : t.palette.mode === 'dark' ? t.palette[tone].light : t.palette[tone].main;

/** A soft, role-coloured chip; the owner's carries the crown. */
export function RoleChip({ role }: { role: string }) {
  const r = normaliseRole(role);
  const tone = ROLE_TONE[r];
  return (
    <Chip
      size="small"
      label={roleLabel(r)}
      icon={r === 'owner' ? <CrownIcon /> : undefined}
      sx={(t) => ({
        fontWeight: 600,
        color: toneColour(t, tone),
        bgcolor: tone === 'grey' ? t.palette.action.selected : alpha(t.palette[tone].main, t.palette.mode === 'dark' ? 0.2 : 0.1),
        '& .MuiChip-icon': { color: 'inherit', fontSize: 16 },
      })}
    />
  );
}

/** A small role-coloured dot (used in the role select). */
export function RoleDot({ role }: { role: string }) {
  const tone = ROLE_TONE[normaliseRole(role)];
  return <Box component="span" sx={(t) => ({ width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: toneColour(t, tone) })} />;
}

const AVATAR_HUES = [250, 200, 160, 30, 330, 280, 10, 120];

function hueOf(seed: string): number {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return AVATAR_HUES[h % AVATAR_HUES.length]!;
}

export function initialsOf(name: string, email: string): string {
  const words = (name || email)
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** An initials avatar in a colour stable per person; the owner's wears the crown. */
export function PersonAvatar({ name, email, owner, pending }: { name: string; email: string; owner?: boolean; pending?: boolean }) {
  const hue = hueOf(email || name);
  return (
    <Box sx={{ position: 'relative', flexShrink: 0 }}>
      <Avatar
        sx={(t) => ({
          width: 40,
          height: 40,
          fontSize: 15,
          fontWeight: 700,
          color: pending ? t.palette.text.secondary : `hsl(${hue} 70% ${t.palette.mode === 'dark' ? 78 : 28}%)`,
          bgcolor: pending ? 'transparent' : `hsl(${hue} 80% ${t.palette.mode === 'dark' ? 22 : 93}%)`,
          border: pending ? `1.5px dashed ${t.palette.divider}` : 'none',
          borderColor: pending ? t.palette.text.disabled : undefined,
        })}
      >
        {initialsOf(name, email)}
      </Avatar>
      {owner && (
        <Box
          role="img"
          aria-label="Project owner"
          sx={(t) => ({
            position: 'absolute',
            top: -7,
            right: -7,
            width: 22,
            height: 22,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: t.palette.warning.main,
            color: '#fff',
            border: `2px solid ${t.palette.background.paper}`,
          })}
        >
          <CrownIcon sx={{ fontSize: 13 }} />
        </Box>
      )}
    </Box>
  );
}

/** A list card's header: title, count chip, optional caption and action. */
export function SectionHeader({
  icon,
  title,
  count,
  caption,
  action,
}: {
  icon: ReactNode;
  title: string;
  count?: number;
  caption?: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, sm: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ color: 'text.secondary', display: 'flex' }}>{icon}</Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="cardTitle" component="h2">
            {title}
          </Typography>
          {count !== undefined && <Chip size="small" label={count} variant="outlined" sx={{ height: 22, '& .MuiChip-label': { px: 0.9 } }} />}
        </Box>
        {caption && (
          <Typography variant="body2" color="text.secondary">
            {caption}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}

/** The class every person row carries. */
export const PERSON_ROW = 'person-row';

/**
 * A person's row in the members and invitations lists: on a phone the person on the first line, role and
 * actions on the second; on a desktop one line in the list's columns (`columns`, areas in `areas`).
 */
export const PersonRow = styled('div', { shouldForwardProp: (p) => p !== 'columns' && p !== 'areas' && p !== 'owner' })<{
  columns: string;
  areas: string;
  owner?: boolean;
}>(({ theme, columns, areas, owner }) => ({
  display: 'grid',
  alignItems: 'center',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(1.25),
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"person person" "role actions"',
  padding: theme.spacing(1.75, 2),
  // a line between rows (a stable class: the owner's row has a style of its own)
  [`.${PERSON_ROW} + &`]: { borderTop: `1px solid ${theme.palette.divider}` },
  ...(owner && { backgroundColor: theme.palette.mode === 'dark' ? 'rgba(217,119,6,0.06)' : 'rgba(217,119,6,0.035)' }),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: columns, gridTemplateAreas: areas },
}));

/** A row's quiet action that turns red on hover (remove, cancel). */
export const DangerIconButton = styled(IconButton)(({ theme }) => ({
  color: theme.palette.text.secondary,
  '&:hover': { color: theme.palette.error.main },
}));

/** The uppercase column labels above a list's rows (desktop only). */
export function ColumnHeads({ columns, labels }: { columns: string; labels: string[] }) {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'grid' },
        gridTemplateColumns: columns,
        columnGap: 2,
        px: 3,
        py: 1,
        bgcolor: 'action.hover',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {labels.map((l, i) => (
        <Typography
          key={i}
          variant="caption"
          sx={{ fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase', color: 'text.secondary', lineHeight: 1.8 }}
        >
          {l}
        </Typography>
      ))}
    </Box>
  );
}
