import { ButtonBase, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Typography } from '@mui/material';
import type { ListItemButtonTypeMap } from '@mui/material';
import type { OverridableComponent } from '@mui/material/OverridableComponent';
import { styled } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

const compactProp = { shouldForwardProp: (p: PropertyKey) => p !== 'compact' };

export const SidebarRoot = styled('nav')({ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' });
export const BrandRow = styled(
  'div',
  compactProp,
)<{ compact: boolean }>(({ theme, compact }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.25),
  paddingLeft: theme.spacing(compact ? 0.75 : 2),
  paddingRight: theme.spacing(compact ? 0.75 : 2),
  height: 64,
  flexShrink: 0,
}));
export const BrandName = styled(Typography)({ fontWeight: 800, letterSpacing: '-0.02em' });
export const NavScroll = styled(
  'div',
  compactProp,
)<{ compact: boolean }>(({ theme, compact }) => ({
  flex: 1,
  overflowY: 'auto',
  paddingLeft: theme.spacing(compact ? 0.5 : 1.25),
  paddingRight: theme.spacing(compact ? 0.5 : 1.25),
  paddingBottom: theme.spacing(2),
}));
/** A group's small uppercase title. */
export const GroupTitle = styled(ListSubheader)({
  backgroundColor: 'transparent',
  lineHeight: '32px',
  fontSize: 11,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  paddingLeft: 0,
  paddingRight: 0,
});
/** A collapsible group's title is a real button (keyboard, aria-expanded). */
export const GroupToggle = styled(ButtonBase)(({ theme }) => ({
  width: '100%',
  justifyContent: 'space-between',
  padding: theme.spacing(0, 1.5),
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  lineHeight: 'inherit',
}));
export const GroupName = styled('span')(({ theme }) => ({ padding: theme.spacing(0, 1.5) }));
export const NavItemRoot = styled('li', { shouldForwardProp: (p) => p !== 'shown' })<{ shown: boolean }>(({ shown }) => ({
  display: shown ? 'block' : 'none',
}));

const itemLook = (theme: Theme, compact: boolean) => ({
  borderRadius: Number(theme.shape.borderRadius) * 2,
  paddingLeft: theme.spacing(compact ? 1.1 : 1.5),
  paddingRight: theme.spacing(compact ? 1.1 : 1.5),
  justifyContent: compact ? 'center' : 'flex-start',
});
/** A link of the sidebar; the current page's on the accent colour. */
export const NavItemButton = styled(
  ListItemButton,
  compactProp,
)<{ compact: boolean }>(({ theme, compact }) => ({
  ...itemLook(theme, compact),
  marginBottom: theme.spacing(0.25),
  minHeight: 38,
  '&.Mui-selected': {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '& .MuiListItemIcon-root': { color: 'inherit' },
    '&:hover': { backgroundColor: theme.palette.primary.dark },
  },
})) as unknown as OverridableComponent<ListItemButtonTypeMap<{ compact: boolean }, 'div'>>;
export const NavIcon = styled(
  ListItemIcon,
  compactProp,
)<{ compact: boolean }>(({ theme, compact }) => ({
  minWidth: compact ? 0 : 34,
  color: theme.palette.text.secondary,
}));
/** The sidebar's foot: Hide sidebar. */
export const SidebarFoot = styled(
  'div',
  compactProp,
)<{ compact: boolean }>(({ theme, compact }) => ({
  flexShrink: 0,
  borderTop: `1px solid ${theme.palette.divider}`,
  padding: theme.spacing(compact ? 0.5 : 1),
}));
export const HideButton = styled(
  ListItemButton,
  compactProp,
)<{ compact: boolean }>(({ theme, compact }) => ({
  ...itemLook(theme, compact),
  minHeight: 36,
  color: theme.palette.text.secondary,
}));
export const HideIcon = styled(ListItemIcon, compactProp)<{ compact: boolean }>(({ compact }) => ({ minWidth: compact ? 0 : 34, color: 'inherit' }));
/** A link's label: semi-bold on the current page. */
export const NavLabel = styled(ListItemText, { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ active }) => ({
  '& .MuiListItemText-primary': { fontSize: 14, fontWeight: active ? 600 : 500 },
}));
export const HideLabel = styled(ListItemText)({ '& .MuiListItemText-primary': { fontSize: 13 } });
