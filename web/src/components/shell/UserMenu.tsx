import { useState } from 'react';
import { Avatar, Box, Divider, IconButton, ListItemButton, ListItemIcon, Popover, Typography } from '@mui/material';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import DarkModeRoundedIcon from '@mui/icons-material/DarkModeRounded';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import LightModeRoundedIcon from '@mui/icons-material/LightModeRounded';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/authContext';
import { useColorMode } from '../../theme/ColorModeProvider';
import { visuallyHidden } from '../visuallyHidden';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

/** Signed-in user menu showing the name (spec §2). */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const { mode, toggle } = useColorMode();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user?.name ?? '';
  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" aria-expanded={Boolean(anchor)} sx={{ p: 0.5 }}>
        {/* Named by what it shows, the initials, then the name in full (WCAG 2.5.3): "OO Account: Olivia Owner". */}
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 14, fontWeight: 700 }}>{initials(name)}</Avatar>
        <Box component="span" sx={visuallyHidden}>
          {name ? ` Account: ${name}` : ' Account'}
        </Box>
      </IconButton>
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 0.5, pb: 0.5 } } }}
      >
        <Box sx={{ px: 2, py: 1.25, minWidth: 220 }}>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {user?.email}
          </Typography>
        </Box>
        <Divider />
        <Box role="menu" aria-label="Account">
          <ListItemButton
            role="menuitem"
            onClick={() => {
              setAnchor(null);
              navigate('/account/tokens');
            }}
          >
            <ListItemIcon>
              <KeyRoundedIcon fontSize="small" />
            </ListItemIcon>
            API tokens
          </ListItemButton>
          <ListItemButton
            role="menuitem"
            onClick={() => {
              toggle();
              setAnchor(null);
            }}
          >
            <ListItemIcon>{mode === 'dark' ? <LightModeRoundedIcon fontSize="small" /> : <DarkModeRoundedIcon fontSize="small" />}</ListItemIcon>
            {mode === 'dark' ? 'Light mode' : 'Dark mode'}
          </ListItemButton>
          <ListItemButton
            role="menuitem"
            onClick={async () => {
              setAnchor(null);
              await signOut();
              await client.clearStore();
              navigate('/sign-in');
            }}
          >
            <ListItemIcon>
              <LogoutRoundedIcon fontSize="small" />
            </ListItemIcon>
            Sign out
          </ListItemButton>
        </Box>
      </Popover>
    </>
  );
}
