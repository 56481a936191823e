import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  Avatar,
  Box,
  Card,
  CardActionArea,
  Chip,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from '../../components/visuallyHidden';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import CalendarTodayRoundedIcon from '@mui/icons-material/CalendarTodayRounded';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import type { ProjectData } from '../../state/ProjectsProvider';
import { plural, shortDate } from '../../lib/format';
import { initialOf, memberCount, statusOf } from './projectsModel';

/** The card: outlined, the accent border when current or hovered; its menu button shows on hover or focus (always on touch). */
const ProjectCardRoot = styled(Card, { shouldForwardProp: (p) => p !== 'current' && p !== 'menuOpen' })<{ current: boolean; menuOpen: boolean }>(
  ({ theme, current, menuOpen }) => ({
    height: '100%',
    position: 'relative',
    transition: 'border-color 150ms, box-shadow 150ms',
    borderColor: current ? theme.palette.primary.main : theme.palette.divider,
    '&:hover': {
      borderColor: current ? theme.palette.primary.main : alpha(theme.palette.primary.main, 0.5),
      boxShadow: `0 6px 20px ${alpha(theme.palette.common.black, theme.palette.mode === 'dark' ? 0.4 : 0.06)}`,
    },
    '& .project-menu': { opacity: menuOpen ? 1 : 0, transition: 'opacity 150ms' },
    '&:hover .project-menu, &:focus-within .project-menu': { opacity: 1 },
    '@media (hover: none)': { '& .project-menu': { opacity: 1 } },
  }),
);

/** The description, two lines at most, its height kept when shorter so the cards line up. */
const Description = styled(Typography)({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.86em',
  overflowWrap: 'anywhere',
});

/**
 * A project card (spec §2): name, description, "Active" badge, created date, environments and
 * members. Clicking it makes the project current and opens its dashboard. The hover menu offers
 * Edit/Delete only where the caller's permissions allow.
 */
export function ProjectCard({
  project: p,
  isCurrent,
  onSelect,
  onEdit,
  onDelete,
}: {
  project: ProjectData;
  isCurrent: boolean;
  onSelect: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hasMenu = Boolean(onEdit || onDelete);
  const status = statusOf(p);

  return (
    <ProjectCardRoot data-testid="project-card" current={isCurrent} menuOpen={Boolean(anchor)}>
      <CardActionArea
        onClick={() => {
          onSelect();
          navigate('/');
        }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        {/* Named by its visible content, after the action (WCAG 2.5.3). */}
        <Box component="span" sx={visuallyHidden}>
          Open{' '}
        </Box>
        <Box sx={{ p: 2.5, pb: 2, flex: 1 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', pr: hasMenu ? 4 : 0 }}>
            <Avatar variant="tile" sx={{ fontWeight: 700, fontSize: 17 }}>
              {initialOf(p.name)}
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="subtitle1" noWrap sx={{ fontWeight: 700, lineHeight: 1.3 }} title={p.name}>
                {p.name}
              </Typography>
              <Typography variant="codeCaption" color="textSecondary" noWrap component="div">
                {p.slug}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ mt: 1.75 }}>
            <Chip
              size="small"
              label={status.label}
              sx={(t) => ({
                height: 22,
                fontWeight: 600,
                color: status.active ? 'success.main' : 'text.secondary',
                bgcolor: alpha(status.active ? t.palette.success.main : t.palette.text.secondary, 0.12),
              })}
            />
            {isCurrent && (
              <Chip
                size="small"
                label="Current"
                color="primary"
                variant="outlined"
                sx={(t) => ({ height: 22, ...(t.palette.mode === 'dark' && { color: 'primary.light', borderColor: alpha(t.palette.primary.light, 0.5) }) })}
              />
            )}
          </Stack>
          <Description variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
            {p.description || '—'}
          </Description>
        </Box>
        <Divider />
        <Stack direction="row" useFlexGap sx={{ px: 2.5, py: 1.5, flexWrap: 'wrap', columnGap: 2, rowGap: 0.75, color: 'text.secondary' }}>
          <Meta icon={<CalendarTodayRoundedIcon sx={{ fontSize: 15 }} />} text={shortDate(p.createdAt)} label="Created" />
          <Meta icon={<LayersRoundedIcon sx={{ fontSize: 15 }} />} text={plural(p.environmentCount, 'environment')} />
          <Meta icon={<GroupRoundedIcon sx={{ fontSize: 15 }} />} text={plural(memberCount(p), 'member')} />
        </Stack>
      </CardActionArea>

      {hasMenu && (
        <>
          <Tooltip title="Project actions">
            <IconButton
              className="project-menu"
              size="small"
              aria-label={`Actions for ${p.name}`}
              aria-haspopup="menu"
              onClick={(e) => {
                e.stopPropagation();
                setAnchor(e.currentTarget);
              }}
              sx={{ position: 'absolute', top: 14, right: 12 }}
            >
              <MoreVertRoundedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu
            anchorEl={anchor}
            open={Boolean(anchor)}
            onClose={() => setAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{ paper: { sx: { minWidth: 180 } } }}
          >
            {onEdit && (
              <MenuItem
                dense
                onClick={() => {
                  setAnchor(null);
                  onEdit();
                }}
              >
                <ListItemIcon>
                  <EditRoundedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>Edit Project</ListItemText>
              </MenuItem>
            )}
            {onDelete && (
              <MenuItem
                dense
                onClick={() => {
                  setAnchor(null);
                  onDelete();
                }}
                sx={{ color: 'error.main' }}
              >
                <ListItemIcon sx={{ color: 'inherit' }}>
                  <DeleteOutlineRoundedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>Delete Project</ListItemText>
              </MenuItem>
            )}
          </Menu>
        </>
      )}
    </ProjectCardRoot>
  );
}

function Meta({ icon, text, label }: { icon: ReactNode; text: string; label?: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} title={label}>
      {icon}
      <Typography variant="caption" sx={{ fontWeight: 500 }}>
        {text}
      </Typography>
    </Stack>
  );
}
