import type { ReactNode } from 'react';
import { Box, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Stack, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import AutorenewRoundedIcon from '@mui/icons-material/AutorenewRounded';
import { clientKeyAction } from './environmentCardModel';
import type { useEnvironmentCard } from './useEnvironmentCard';

/** The status dot before the name: green with a halo when active. */
export const StatusDot = styled('div', { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  width: 10,
  height: 10,
  borderRadius: '50%',
  flexShrink: 0,
  backgroundColor: active ? theme.palette.success.main : theme.palette.grey[500],
  boxShadow: active ? '0 0 0 3px rgba(22,163,74,0.18)' : 'none',
}));

const FieldLabel = styled(Typography)(({ theme }) => ({
  display: 'block',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  fontSize: theme.typography.pxToRem(10.5),
  lineHeight: 1.6,
}));

const FieldLine = styled(Stack)({ alignItems: 'center', minHeight: 28 });
const FieldValue = styled('div')({ flex: 1, minWidth: 0 });
const FieldActions = styled(Stack)(({ theme }) => ({
  flexShrink: 0,
  color: theme.palette.text.secondary,
  marginTop: theme.spacing(-0.5),
  marginBottom: theme.spacing(-0.5),
}));
const MenuButton = styled(IconButton)(({ theme }) => ({ marginTop: theme.spacing(-0.25), marginRight: theme.spacing(-1) }));

/** A labelled line of the card's key panel, with its actions (copy, reveal) on the right. */
export function Field({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box>
      <FieldLabel variant="caption" color="text.secondary">
        {label}
      </FieldLabel>
      <FieldLine direction="row" spacing={1}>
        <FieldValue>{children}</FieldValue>
        {action && <FieldActions direction="row">{action}</FieldActions>}
      </FieldLine>
    </Box>
  );
}

const DangerItem = styled(MenuItem)(({ theme }) => ({ color: theme.palette.error.main, '& .MuiListItemIcon-root': { color: 'inherit' } }));

interface MenuProps {
  name: string;
  clientKey: string | null | undefined;
  isLast: boolean;
  card: ReturnType<typeof useEnvironmentCard>;
  onEdit: () => void;
  onDelete: () => void;
  onRegenerate: () => void;
  onRegenerateClient: () => void;
}

/** Edit, regenerate keys and delete (not the project's last environment). */
export function EnvironmentMenu({ name, clientKey, isLast, card, onEdit, onDelete, onRegenerate, onRegenerateClient }: MenuProps) {
  return (
    <>
      <MenuButton size="small" aria-label={`Actions for ${name}`} onClick={(e) => card.openMenu(e.currentTarget)}>
        <MoreVertRoundedIcon fontSize="small" />
      </MenuButton>
      <Menu
        anchorEl={card.menu}
        open={Boolean(card.menu)}
        onClose={card.closeMenu}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={card.pick(onEdit)}>
          <ListItemIcon>
            <EditRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Edit Environment</ListItemText>
        </MenuItem>
        <MenuItem onClick={card.pick(onRegenerateClient)}>
          <ListItemIcon>
            <AutorenewRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{clientKeyAction(clientKey)}</ListItemText>
        </MenuItem>
        <MenuItem onClick={card.pick(onRegenerate)}>
          <ListItemIcon>
            <AutorenewRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Regenerate server key</ListItemText>
        </MenuItem>
        <Divider />
        <DangerItem onClick={card.pick(onDelete)} disabled={isLast}>
          <ListItemIcon>
            <DeleteOutlineRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText secondary={isLast ? 'A project needs at least one environment' : undefined}>Delete Environment</ListItemText>
        </DangerItem>
      </Menu>
    </>
  );
}

/** The status dot with its tooltip. */
export function StatusMark({ active, label, title }: { active: boolean; label: string; title: string }) {
  return (
    <Tooltip title={title}>
      <StatusDot role="img" aria-label={label} active={active} />
    </Tooltip>
  );
}
