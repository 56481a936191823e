import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Box, ButtonBase, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Typography } from '@mui/material';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import KeyboardDoubleArrowLeftRoundedIcon from '@mui/icons-material/KeyboardDoubleArrowLeftRounded';
import { NAV_GROUPS } from './navItems';
import type { NavGroup } from './navItems';
import { BrandMark } from './BrandMark';

const inGroup = (g: NavGroup, path: string) => g.items.some((i) => (i.to === '/' ? path === '/' : path.startsWith(i.to)));

export function Sidebar({
  compact,
  hasProject,
  onNavigate,
  onHide,
}: {
  compact: boolean;
  hasProject: boolean;
  onNavigate?: () => void;
  /** desktop: hide the sidebar off-canvas (the header's menu button brings it back) */
  onHide?: () => void;
}) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<Record<string, boolean>>({ tools: true, management: true });
  // Groups auto-open when the current path is inside them.
  useEffect(() => {
    for (const g of NAV_GROUPS) if (g.collapsible && inGroup(g, pathname)) setOpen((o) => (o[g.id] ? o : { ...o, [g.id]: true }));
  }, [pathname]);

  return (
    <Box component="nav" aria-label="Main navigation" sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: compact ? 0.75 : 2, height: 64, flexShrink: 0 }}>
        <BrandMark />
        {!compact && (
          <Typography variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}>
            Flagstream
          </Typography>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: compact ? 0.5 : 1.25, pb: 2 }}>
        {NAV_GROUPS.map((g) => {
          const disabled = g.needsProject && !hasProject;
          const expanded = !g.collapsible || compact || open[g.id];
          return (
            <List
              key={g.id}
              dense
              subheader={
                compact ? undefined : (
                  <ListSubheader
                    disableSticky
                    sx={{
                      bgcolor: 'transparent',
                      lineHeight: '32px',
                      fontSize: 11,
                      fontWeight: 700,
                      letterSpacing: '0.08em',
                      textTransform: 'uppercase',
                      px: 0,
                    }}
                  >
                    {/* A collapsible group's title is a real button (keyboard, aria-expanded). */}
                    {g.collapsible ? (
                      <ButtonBase
                        onClick={() => setOpen((o) => ({ ...o, [g.id]: !o[g.id] }))}
                        aria-expanded={Boolean(open[g.id])}
                        sx={{
                          width: '100%',
                          justifyContent: 'space-between',
                          px: 1.5,
                          borderRadius: 1.5,
                          font: 'inherit',
                          letterSpacing: 'inherit',
                          textTransform: 'inherit',
                          lineHeight: 'inherit',
                        }}
                      >
                        {g.title}
                        {open[g.id] ? <ExpandLessRoundedIcon fontSize="inherit" /> : <ExpandMoreRoundedIcon fontSize="inherit" />}
                      </ButtonBase>
                    ) : (
                      <Box component="span" sx={{ px: 1.5 }}>
                        {g.title}
                      </Box>
                    )}
                  </ListSubheader>
                )
              }
            >
              {/* Shown or hidden without an animation: the shell is on every page's first load. Each link is a list item. */}
              {g.items.map((item) => {
                const active = item.to === '/' ? pathname === '/' : pathname.startsWith(item.to);
                const button = (
                  <Box component="li" key={item.to} sx={{ display: expanded ? 'block' : 'none' }}>
                    <ListItemButton
                      component={NavLink}
                      to={item.to}
                      selected={active}
                      disabled={disabled}
                      aria-disabled={disabled}
                      title={compact ? item.label : undefined}
                      onClick={(e: React.MouseEvent) => {
                        if (disabled) {
                          e.preventDefault();
                          return;
                        }
                        onNavigate?.();
                      }}
                      sx={{
                        borderRadius: 2,
                        mb: 0.25,
                        minHeight: 38,
                        px: compact ? 1.1 : 1.5,
                        justifyContent: compact ? 'center' : 'flex-start',
                        '&.Mui-selected': {
                          bgcolor: 'primary.main',
                          color: 'primary.contrastText',
                          '& .MuiListItemIcon-root': { color: 'inherit' },
                          '&:hover': { bgcolor: 'primary.dark' },
                        },
                      }}
                    >
                      <ListItemIcon sx={{ minWidth: compact ? 0 : 34, color: 'text.secondary' }}>{item.icon}</ListItemIcon>
                      {!compact && <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: active ? 600 : 500 } } }} />}
                    </ListItemButton>
                  </Box>
                );
                return button;
              })}
            </List>
          );
        })}
      </Box>
      {onHide && (
        <Box sx={{ flexShrink: 0, borderTop: 1, borderColor: 'divider', p: compact ? 0.5 : 1 }}>
          <ListItemButton
            onClick={onHide}
            title="Hide sidebar"
            aria-label="Hide sidebar"
            sx={{ borderRadius: 2, minHeight: 36, px: compact ? 1.1 : 1.5, justifyContent: compact ? 'center' : 'flex-start', color: 'text.secondary' }}
          >
            <ListItemIcon sx={{ minWidth: compact ? 0 : 34, color: 'inherit' }}>
              <KeyboardDoubleArrowLeftRoundedIcon fontSize="small" />
            </ListItemIcon>
            {!compact && <ListItemText primary="Hide sidebar" slotProps={{ primary: { sx: { fontSize: 13 } } }} />}
          </ListItemButton>
        </Box>
      )}
    </Box>
  );
}
