import { useState } from 'react';
import { visuallyHidden } from '../visuallyHidden';
import { Box, Button, Chip, CircularProgress, Divider, ListItemButton, Popover, Stack, Typography } from '@mui/material';
import UnfoldMoreRoundedIcon from '@mui/icons-material/UnfoldMoreRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import { useProjects } from '../../state/ProjectsProvider';
import { shortDate, plural } from '../../lib/format';
import { useConnectivity } from '../../apollo/connectivity';

/** Header project selector (spec §2). */
export function ProjectSelector() {
  const { projects, loading, error, current, setCurrentId } = useProjects();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const connectivity = useConnectivity();

  if (loading) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5 }}>
        <CircularProgress size={16} />
        <Typography variant="body2" color="text.secondary">
          Loading projects...
        </Typography>
      </Stack>
    );
  }
  // Unreachable API: the page shows the offline state (issue 17); the header does not ask for a refresh.
  if (error && connectivity !== 'online') {
    return (
      <Box sx={{ px: 1.5 }}>
        <Chip size="small" color="warning" variant="outlined" label="Offline" sx={{ fontWeight: 600 }} />
      </Box>
    );
  }
  if (error) {
    return (
      <Box sx={{ px: 1.5 }}>
        <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
          Error loading projects
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Please try refreshing
        </Typography>
      </Box>
    );
  }

  return (
    <>
      <Button
        onClick={(e) => setAnchor(e.currentTarget)}
        color="inherit"
        variant="outlined"
        endIcon={<UnfoldMoreRoundedIcon />}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        sx={{ borderColor: 'divider', px: 1.5, py: 0.5, maxWidth: { xs: 220, sm: 340 }, justifyContent: 'space-between', textAlign: 'left' }}
      >
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
          <FolderRoundedIcon color="primary" fontSize="small" />
          <Box sx={{ minWidth: 0 }}>
            {/* The accessible name starts with the action and contains the visible text (WCAG 2.5.3). */}
            <Box component="span" sx={visuallyHidden}>
              Select project:{' '}
            </Box>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {current ? current.name : 'Select a project'}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {current ? `${current.environmentCount} envs · ${current.featureFlagCount} flags` : `${projects.length} projects available`}
            </Typography>
          </Box>
        </Stack>
      </Button>
      {/* A Popover of buttons rather than a Menu: lighter on every page's first load. */}
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 360, maxHeight: 460, mt: 0.5 } } }}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', px: 2, py: 1 }}>
          <Typography variant="subtitle2">Available Projects</Typography>
          <Chip size="small" label={projects.length} />
        </Stack>
        <Divider />
        {projects.length === 0 ? (
          <Box sx={{ px: 2, py: 3, textAlign: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              No projects found
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Create your first project to get started
            </Typography>
          </Box>
        ) : (
          projects.map((p) => (
            <ListItemButton
              key={p.id}
              selected={p.id === current?.id}
              onClick={() => {
                setCurrentId(p.id);
                setAnchor(null);
              }}
              sx={{ alignItems: 'flex-start', py: 1.25 }}
            >
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                    {p.name}
                  </Typography>
                  {p.id === current?.id && <Chip size="small" color="primary" label="Current" sx={{ height: 20 }} />}
                </Stack>
                {p.description && (
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {p.description}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary" component="div">
                  {plural(p.environmentCount, 'environment')} · {plural(p.featureFlagCount, 'flag')} · Created {shortDate(p.createdAt)}
                </Typography>
              </Box>
            </ListItemButton>
          ))
        )}
      </Popover>
    </>
  );
}
