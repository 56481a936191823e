import { useState } from 'react';
import { Button, Chip, CircularProgress, Divider, ListItemButton, Popover, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import UnfoldMoreRoundedIcon from '@mui/icons-material/UnfoldMoreRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import { visuallyHidden } from '../visuallyHidden';
import { useProjects } from '../../state/ProjectsProvider';
import type { ProjectData } from '../../state/ProjectsProvider';
import { shortDate, plural } from '../../lib/format';
import { useConnectivity } from '../../apollo/connectivity';

const Padded = styled('div')(({ theme }) => ({ padding: theme.spacing(0, 1.5) }));
const LoadingLine = styled(Stack)(({ theme }) => ({ alignItems: 'center', padding: theme.spacing(0, 1.5) }));
const Strong = styled(Typography)({ fontWeight: 600 });
const OfflineChip = styled(Chip)({ fontWeight: 600 });
const SelectorButton = styled(Button)(({ theme }) => ({
  borderColor: theme.palette.divider,
  padding: theme.spacing(0.5, 1.5),
  maxWidth: 220,
  justifyContent: 'space-between',
  textAlign: 'left',
  [theme.breakpoints.up('sm')]: { maxWidth: 340 },
}));
const ButtonLine = styled(Stack)({ alignItems: 'center', minWidth: 0 });
const Shrinkable = styled('div')({ minWidth: 0 });
const Hidden = styled('span')(visuallyHidden);
const ProjectsPopover = styled(Popover)(({ theme }) => ({ '& .MuiPopover-paper': { width: 360, maxHeight: 460, marginTop: theme.spacing(0.5) } }));
const ListHead = styled(Stack)(({ theme }) => ({ justifyContent: 'space-between', alignItems: 'center', padding: theme.spacing(1, 2) }));
const NoProjects = styled('div')(({ theme }) => ({ padding: theme.spacing(3, 2), textAlign: 'center' }));
const Option = styled(ListItemButton)(({ theme }) => ({ alignItems: 'flex-start', paddingTop: theme.spacing(1.25), paddingBottom: theme.spacing(1.25) }));
const OptionText = styled('div')({ minWidth: 0, flex: 1 });
const OptionName = styled(Stack)({ alignItems: 'center' });
const CurrentChip = styled(Chip)({ height: 20 });

/** The selector's place while the list cannot be shown: loading, offline, or an error. */
function SelectorState({ state }: { state: 'loading' | 'offline' | 'error' }) {
  if (state === 'loading')
    return (
      <LoadingLine direction="row" spacing={1}>
        <CircularProgress size={16} />
        <Typography variant="body2" color="text.secondary">
          Loading projects...
        </Typography>
      </LoadingLine>
    );
  // Unreachable API: the page shows the offline state (issue 17); the header does not ask for a refresh.
  if (state === 'offline')
    return (
      <Padded>
        <OfflineChip size="small" color="warning" variant="outlined" label="Offline" />
      </Padded>
    );
  return (
    <Padded>
      <Strong variant="body2" color="error">
        Error loading projects
      </Strong>
      <Typography variant="caption" color="text.secondary">
        Please try refreshing
      </Typography>
    </Padded>
  );
}

/** One project to switch to: name (and Current), description, counts and created date. */
function ProjectOption({ project: p, current, onPick }: { project: ProjectData; current: boolean; onPick: () => void }) {
  return (
    <Option selected={current} onClick={onPick}>
      <OptionText>
        <OptionName direction="row" spacing={1}>
          <Strong variant="body2" noWrap>
            {p.name}
          </Strong>
          {current && <CurrentChip size="small" color="primary" label="Current" />}
        </OptionName>
        {p.description && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {p.description}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="div">
          {plural(p.environmentCount, 'environment')} · {plural(p.featureFlagCount, 'flag')} · Created {shortDate(p.createdAt)}
        </Typography>
      </OptionText>
    </Option>
  );
}

/** The selector button's face: the current project and its counts, or how many there are to pick from. */
function SelectorLabel({ current, count }: { current: ProjectData | null; count: number }) {
  return (
    <ButtonLine direction="row" spacing={1.25}>
      <FolderRoundedIcon color="primary" fontSize="small" />
      <Shrinkable>
        {/* The accessible name starts with the action and contains the visible text (WCAG 2.5.3). */}
        <Hidden>Select project: </Hidden>
        <Strong variant="body2" noWrap>
          {current ? current.name : 'Select a project'}
        </Strong>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {current ? `${current.environmentCount} envs · ${current.featureFlagCount} flags` : `${count} projects available`}
        </Typography>
      </Shrinkable>
    </ButtonLine>
  );
}

/** Header project selector (spec §2). */
export function ProjectSelector() {
  const { projects, loading, error, current, setCurrentId } = useProjects();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const connectivity = useConnectivity();

  if (loading) return <SelectorState state="loading" />;
  if (error) return <SelectorState state={connectivity !== 'online' ? 'offline' : 'error'} />;
  return (
    <>
      <SelectorButton
        onClick={(e) => setAnchor(e.currentTarget)}
        color="inherit"
        variant="outlined"
        endIcon={<UnfoldMoreRoundedIcon />}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
      >
        <SelectorLabel current={current} count={projects.length} />
      </SelectorButton>
      {/* A Popover of buttons rather than a Menu: lighter on every page's first load. */}
      <ProjectsPopover anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <ListHead direction="row">
          <Typography variant="subtitle2">Available Projects</Typography>
          <Chip size="small" label={projects.length} />
        </ListHead>
        <Divider />
        {projects.length === 0 ? (
          <NoProjects>
            <Strong variant="body2">No projects found</Strong>
            <Typography variant="caption" color="text.secondary">
              Create your first project to get started
            </Typography>
          </NoProjects>
        ) : (
          projects.map((p) => (
            <ProjectOption
              key={p.id}
              project={p}
              current={p.id === current?.id}
              onPick={() => {
                setCurrentId(p.id);
                setAnchor(null);
              }}
            />
          ))
        )}
      </ProjectsPopover>
    </>
  );
}
