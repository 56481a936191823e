import { useState } from 'react';
import { Button, Checkbox, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import ViewColumnRoundedIcon from '@mui/icons-material/ViewColumnRounded';
import { toggleColumn } from './flagsPageModel';

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
      <Button
        size="small"
        variant="outlined"
        startIcon={<ViewColumnRoundedIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ flexShrink: 0, bgcolor: 'background.paper' }}
      >
        Environments ({shown.length}/{environments.length})
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 0.5, display: 'block' }}>
          Show as columns
        </Typography>
        {environments.map((e) => (
          <MenuItem key={e.id} onClick={() => onChange(toggleColumn(all, shown, e.id))} dense>
            <Checkbox size="small" checked={shown.includes(e.id)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText>{e.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
