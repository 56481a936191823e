import { useState } from 'react';
import { Card, CardActionArea, Divider, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { ProjectData } from '../../state/ProjectsProvider';
import { ProjectBadges, ProjectCardHeader, ProjectMenu, ProjectMeta } from './ProjectCardParts';

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
const Description = styled(Typography)(({ theme }) => ({
  marginTop: theme.spacing(1.5),
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.86em',
  overflowWrap: 'anywhere',
}));

const OpenArea = styled(CardActionArea)({ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' });
const Hidden = styled('span')(visuallyHidden);
const Body = styled('div')(({ theme }) => ({ padding: theme.spacing(2.5, 2.5, 2), flex: 1 }));

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
  const [menuOpen, setMenuOpen] = useState(false);
  const hasMenu = Boolean(onEdit || onDelete);
  return (
    <ProjectCardRoot data-testid="project-card" current={isCurrent} menuOpen={menuOpen}>
      <OpenArea
        onClick={() => {
          onSelect();
          navigate('/');
        }}
      >
        {/* Named by its visible content, after the action (WCAG 2.5.3). */}
        <Hidden>Open </Hidden>
        <Body>
          <ProjectCardHeader project={p} menuRoom={hasMenu} />
          <ProjectBadges project={p} isCurrent={isCurrent} />
          <Description variant="body2" color="textSecondary">
            {p.description || '—'}
          </Description>
        </Body>
        <Divider />
        <ProjectMeta project={p} />
      </OpenArea>
      {hasMenu && <ProjectMenu name={p.name} onEdit={onEdit} onDelete={onDelete} onOpenChange={setMenuOpen} />}
    </ProjectCardRoot>
  );
}
