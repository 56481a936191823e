import { useState } from 'react';
import { Button, Checkbox, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import ViewColumnRoundedIcon from '@mui/icons-material/ViewColumnRounded';
import { toggleColumn } from './flagsPageModel';

const MenuButton = styled(Button)(({ theme }) => ({ flexShrink: 0, backgroundColor: theme.palette.background.paper }));

const MenuHeading = styled(Typography)(({ theme }) => ({ padding: theme.spacing(0.5, 2), display: 'block' }));

const ColumnCheck = styled(Checkbox)(({ theme }) => ({ padding: theme.spacing(0.5), marginRight: theme.spacing(1) }));

/** Which environments are columns; the choice is kept per project in this browser. */
export function ColumnsMenu({
  environments,
  shown,
  onChange,
}: {
  environments: { id: string; name: string }[];
  shown: string[];
  onChange: (ids: string[]) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const all = environments.map((e) => e.id);
  return (
    <>
      <MenuButton size="small" variant="outlined" startIcon={<ViewColumnRoundedIcon />} onClick={(e) => setAnchor(e.currentTarget)}>
        Environments ({shown.length}/{environments.length})
      </MenuButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuHeading variant="caption" color="text.secondary">
          Show as columns
        </MenuHeading>
        {environments.map((e) => (
          <MenuItem key={e.id} onClick={() => onChange(toggleColumn(all, shown, e.id))} dense>
            <ColumnCheck size="small" checked={shown.includes(e.id)} />
            <ListItemText>{e.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
