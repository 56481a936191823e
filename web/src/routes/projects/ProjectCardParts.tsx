import { useState } from 'react';
import type { ReactNode } from 'react';
import { Avatar, Chip, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Stack, Tooltip, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import CalendarTodayRoundedIcon from '@mui/icons-material/CalendarTodayRounded';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import type { ProjectData } from '../../state/ProjectsProvider';
import { plural, shortDate } from '../../lib/format';
import { initialOf, memberCount, statusOf } from './projectsModel';

const HeadLine = styled(Stack, { shouldForwardProp: (p) => p !== 'menuRoom' })<{ menuRoom: boolean }>(({ theme, menuRoom }) => ({
  alignItems: 'center',
  paddingRight: menuRoom ? theme.spacing(4) : 0,
}));
const Initial = styled(Avatar)({ fontWeight: 700, fontSize: 17 });
const Names = styled('div')({ minWidth: 0, flex: 1 });
const Name = styled(Typography)({ fontWeight: 700, lineHeight: 1.3 });

/** The project's initial, name and slug (room kept on the right for the menu button). */
export function ProjectCardHeader({ project: p, menuRoom }: { project: ProjectData; menuRoom: boolean }) {
  return (
    <HeadLine direction="row" spacing={1.5} menuRoom={menuRoom}>
      <Initial variant="tile">{initialOf(p.name)}</Initial>
      <Names>
        <Name variant="subtitle1" noWrap title={p.name}>
          {p.name}
        </Name>
        <Typography variant="codeCaption" color="textSecondary" noWrap component="div">
          {p.slug}
        </Typography>
      </Names>
    </HeadLine>
  );
}

const Badges = styled(Stack)(({ theme }) => ({ marginTop: theme.spacing(1.75) }));
const StatusChip = styled(Chip, { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  height: 22,
  fontWeight: 600,
  color: active ? theme.palette.success.main : theme.palette.text.secondary,
  backgroundColor: alpha(active ? theme.palette.success.main : theme.palette.text.secondary, 0.12),
}));
const CurrentChip = styled(Chip)(({ theme }) => ({
  height: 22,
  ...(theme.palette.mode === 'dark' && { color: theme.palette.primary.light, borderColor: alpha(theme.palette.primary.light, 0.5) }),
}));

/** The status badge ("Active"), and "Current" on the current project. */
export function ProjectBadges({ project, isCurrent }: { project: ProjectData; isCurrent: boolean }) {
  const status = statusOf(project);
  return (
    <Badges direction="row" spacing={0.75}>
      <StatusChip size="small" label={status.label} active={status.active} />
      {isCurrent && <CurrentChip size="small" label="Current" color="primary" variant="outlined" />}
    </Badges>
  );
}

const MetaRow = styled(Stack)(({ theme }) => ({
  padding: theme.spacing(1.5, 2.5),
  flexWrap: 'wrap',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(0.75),
  color: theme.palette.text.secondary,
}));
const MetaItem = styled(Stack)({ alignItems: 'center', '& > .MuiSvgIcon-root': { fontSize: 15 } });
const MetaText = styled(Typography)({ fontWeight: 500 });

function Meta({ icon, text, label }: { icon: ReactNode; text: string; label?: string }) {
  return (
    <MetaItem direction="row" spacing={0.5} title={label}>
      {icon}
      <MetaText variant="caption">{text}</MetaText>
    </MetaItem>
  );
}

/** Created date, environments and members. */
export function ProjectMeta({ project: p }: { project: ProjectData }) {
  return (
    <MetaRow direction="row" useFlexGap>
      <Meta icon={<CalendarTodayRoundedIcon />} text={shortDate(p.createdAt)} label="Created" />
      <Meta icon={<LayersRoundedIcon />} text={plural(p.environmentCount, 'environment')} />
      <Meta icon={<GroupRoundedIcon />} text={plural(memberCount(p), 'member')} />
    </MetaRow>
  );
}

const MenuButton = styled(IconButton)({ position: 'absolute', top: 14, right: 12 });
const ActionsMenu = styled(Menu)({ '& .MuiMenu-paper': { minWidth: 180 } });
const DangerItem = styled(MenuItem)(({ theme }) => ({ color: theme.palette.error.main, '& .MuiListItemIcon-root': { color: 'inherit' } }));

/** The ⋮ button that opens the menu (its click stays off the card). */
function ProjectMenuButton({ name, onOpen }: { name: string; onOpen: (el: HTMLElement) => void }) {
  return (
    <Tooltip title="Project actions">
      <MenuButton
        className="project-menu"
        size="small"
        aria-label={`Actions for ${name}`}
        aria-haspopup="menu"
        onClick={(e) => {
          e.stopPropagation();
          onOpen(e.currentTarget);
        }}
      >
        <MoreVertRoundedIcon fontSize="small" />
      </MenuButton>
    </Tooltip>
  );
}

/** The card's menu: Edit and Delete, each only where the caller may; `onOpenChange` keeps the button shown while open. */
export function ProjectMenu({
  name,
  onEdit,
  onDelete,
  onOpenChange,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const place = (el: HTMLElement | null) => {
    setAnchor(el);
    onOpenChange(Boolean(el));
  };
  const choose = (action: () => void) => () => {
    place(null);
    action();
  };
  return (
    <>
      <ProjectMenuButton name={name} onOpen={place} />
      <ActionsMenu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => place(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {onEdit && (
          <MenuItem dense onClick={choose(onEdit)}>
            <ListItemIcon>
              <EditRoundedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Edit Project</ListItemText>
          </MenuItem>
        )}
        {onDelete && (
          <DangerItem dense onClick={choose(onDelete)}>
            <ListItemIcon>
              <DeleteOutlineRoundedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Delete Project</ListItemText>
          </DangerItem>
        )}
      </ActionsMenu>
    </>
  );
}
