import { useState } from 'react';
import type { ReactNode } from 'react';
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { styled } from '@mui/material/styles';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import type { FlagRow } from './FlagRowParts';

export type RowAction = 'open' | 'edit' | 'values' | 'history' | 'archive' | 'delete';

interface Item {
  action: RowAction;
  label: string;
  icon: ReactNode;
  manage?: boolean;
  /** a divider before it */
  split?: boolean;
}

const ITEMS: Item[] = [
  { action: 'open', label: 'Open flag page', icon: <OpenInNewRoundedIcon fontSize="small" /> },
  { action: 'history', label: 'History', icon: <HistoryRoundedIcon fontSize="small" /> },
  { action: 'edit', label: 'Edit Flag', icon: <EditRoundedIcon fontSize="small" />, manage: true },
  { action: 'values', label: 'Environment Values', icon: <TuneRoundedIcon fontSize="small" />, manage: true },
  { action: 'archive', label: 'Archive', icon: <ArchiveOutlinedIcon fontSize="small" />, manage: true, split: true },
  { action: 'delete', label: 'Delete Flag', icon: <DeleteOutlineRoundedIcon fontSize="small" color="error" />, manage: true },
];

const RowMenu = styled(Menu)({ '& .MuiMenu-paper': { minWidth: 210 } });

/** An action; Delete Flag in the error colour. */
const MenuEntry = styled(MenuItem, { shouldForwardProp: (p) => p !== 'danger' })<{ danger: boolean }>(({ theme, danger }) =>
  danger ? { color: theme.palette.error.main } : {},
);

/** The row menu: open, history; for managers edit, environment values, archive, delete. */
export function FlagRowMenu({ flag, canManage, onAction }: { flag: FlagRow; canManage: boolean; onAction: (f: FlagRow, a: RowAction) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (a: RowAction) => {
    setAnchor(null);
    onAction(flag, a);
  };
  return (
    <>
      <IconButton size="small" aria-label={`Actions for ${flag.name}`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertRoundedIcon fontSize="small" />
      </IconButton>
      <RowMenu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {/* a flat list: MenuList moves the keyboard focus over its direct children, not through fragments */}
        {ITEMS.filter((i) => canManage || !i.manage).flatMap((i) => [
          ...(i.split ? [<Divider key={`${i.action}-split`} />] : []),
          <MenuEntry key={i.action} danger={i.action === 'delete'} onClick={() => pick(i.action)}>
            <ListItemIcon>{i.icon}</ListItemIcon>
            <ListItemText>{i.label}</ListItemText>
          </MenuEntry>,
        ])}
      </RowMenu>
    </>
  );
}
