import { useState } from 'react';
import { Avatar, Box, Divider, IconButton, ListItemButton, ListItemIcon, Popover, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
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
    .map((w) => w[0]?.toUpperCase())
    .join('') || '?';

const AccountButton = styled(IconButton)(({ theme }) => ({ padding: theme.spacing(0.5) }));
const Initials = styled(Avatar)(({ theme }) => ({
  width: 34,
  height: 34,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontSize: 14,
  fontWeight: 700,
}));
const Hidden = styled('span')(visuallyHidden);
const AccountPopover = styled(Popover)(({ theme }) => ({ '& .MuiPopover-paper': { marginTop: theme.spacing(0.5), paddingBottom: theme.spacing(0.5) } }));
const Who = styled('div')(({ theme }) => ({ padding: theme.spacing(1.25, 2), minWidth: 220 }));

/** The account menu's three actions; each closes the menu first. */
function AccountActions({ close }: { close: () => void }) {
  const { signOut } = useAuth();
  const { mode, toggle } = useColorMode();
  const client = useApolloClient();
  const navigate = useNavigate();
  return (
    <Box role="menu" aria-label="Account">
      <ListItemButton
        role="menuitem"
        onClick={() => {
          close();
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
          close();
        }}
      >
        <ListItemIcon>{mode === 'dark' ? <LightModeRoundedIcon fontSize="small" /> : <DarkModeRoundedIcon fontSize="small" />}</ListItemIcon>
        {mode === 'dark' ? 'Light mode' : 'Dark mode'}
      </ListItemButton>
      <ListItemButton
        role="menuitem"
        onClick={async () => {
          close();
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
  );
}

/** Signed-in user menu showing the name (spec §2). */
export function UserMenu() {
  const { user } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user?.name ?? '';
  return (
    <>
      <AccountButton onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" aria-expanded={Boolean(anchor)}>
        {/* Named by what it shows, the initials, then the name in full (WCAG 2.5.3): "OO Account: Olivia Owner". */}
        <Initials>{initials(name)}</Initials>
        <Hidden>{name ? ` Account: ${name}` : ' Account'}</Hidden>
      </AccountButton>
      <AccountPopover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Who>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {user?.email}
          </Typography>
        </Who>
        <Divider />
        <AccountActions close={() => setAnchor(null)} />
      </AccountPopover>
    </>
  );
}
