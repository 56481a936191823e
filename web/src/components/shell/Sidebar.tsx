import { useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { List } from '@mui/material';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import KeyboardDoubleArrowLeftRoundedIcon from '@mui/icons-material/KeyboardDoubleArrowLeftRounded';
import { NAV_GROUPS } from './navItems';
import type { NavGroup } from './navItems';
import { BrandMark } from './BrandMark';
import { groupExpanded, inGroup, isActivePath } from './sidebarModel';
import {
  BrandName,
  BrandRow,
  GroupName,
  GroupTitle,
  GroupToggle,
  HideButton,
  HideIcon,
  HideLabel,
  NavIcon,
  NavItemButton,
  NavItemRoot,
  NavLabel,
  NavScroll,
  SidebarFoot,
  SidebarRoot,
} from './sidebarParts';
import { BRAND_NAME } from '../../theme/brand';

type NavItem = NavGroup['items'][number];

/** A group's title: a toggle when the group collapses. */
function GroupHeading({ group: g, open, onToggle }: { group: NavGroup; open: boolean; onToggle: () => void }) {
  return (
    <GroupTitle disableSticky>
      {g.collapsible ? (
        <GroupToggle onClick={onToggle} aria-expanded={open}>
          {g.title}
          {open ? <ExpandLessRoundedIcon fontSize="inherit" /> : <ExpandMoreRoundedIcon fontSize="inherit" />}
        </GroupToggle>
      ) : (
        <GroupName>{g.title}</GroupName>
      )}
    </GroupTitle>
  );
}

/** One link; a disabled one (no project yet) goes nowhere. */
function NavItemLink({
  item,
  active,
  shown,
  compact,
  disabled,
  onNavigate,
}: {
  item: NavItem;
  active: boolean;
  shown: boolean;
  compact: boolean;
  disabled: boolean;
  onNavigate?: () => void;
}) {
  return (
    <NavItemRoot shown={shown}>
      <NavItemButton
        component={NavLink}
        to={item.to}
        selected={active}
        disabled={disabled}
        aria-disabled={disabled}
        title={compact ? item.label : undefined}
        compact={compact}
        onClick={(e: MouseEvent) => {
          if (disabled) {
            e.preventDefault();
            return;
          }
          onNavigate?.();
        }}
      >
        <NavIcon compact={compact}>{item.icon}</NavIcon>
        {!compact && <NavLabel primary={item.label} active={active} />}
      </NavItemButton>
    </NavItemRoot>
  );
}

/** Shown or hidden without an animation: the shell is on every page's first load. Each link is a list item. */
function NavGroupList({
  group: g,
  compact,
  hasProject,
  open,
  onToggle,
  onNavigate,
}: {
  group: NavGroup;
  compact: boolean;
  hasProject: boolean;
  open: boolean | undefined;
  onToggle: () => void;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const shown = groupExpanded(g, compact, open);
  return (
    <List dense subheader={compact ? undefined : <GroupHeading group={g} open={Boolean(open)} onToggle={onToggle} />}>
      {g.items.map((item) => (
        <NavItemLink
          key={item.to}
          item={item}
          active={isActivePath(item.to, pathname)}
          shown={shown}
          compact={compact}
          disabled={Boolean(g.needsProject) && !hasProject}
          onNavigate={onNavigate}
        />
      ))}
    </List>
  );
}

function HideSidebar({ compact, onHide }: { compact: boolean; onHide: () => void }) {
  return (
    <SidebarFoot compact={compact}>
      <HideButton onClick={onHide} title="Hide sidebar" aria-label="Hide sidebar" compact={compact}>
        <HideIcon compact={compact}>
          <KeyboardDoubleArrowLeftRoundedIcon fontSize="small" />
        </HideIcon>
        {!compact && <HideLabel primary="Hide sidebar" />}
      </HideButton>
    </SidebarFoot>
  );
}

export function Sidebar({
  compact,
  hasProject,
  onNavigate,
  onHide,
}: {
  compact: boolean;
  hasProject: boolean;
  onNavigate?: () => void;
  /** desktop: hide the sidebar off-canvas (the header's menu button brings it back) */
  onHide?: () => void;
}) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<Record<string, boolean>>({ tools: true, management: true });
  // Groups auto-open when the current path is inside them.
  useEffect(() => {
    for (const g of NAV_GROUPS) if (g.collapsible && inGroup(g, pathname)) setOpen((o) => (o[g.id] ? o : { ...o, [g.id]: true }));
  }, [pathname]);

  return (
    <SidebarRoot aria-label="Main navigation">
      <BrandRow compact={compact}>
        <BrandMark />
        {!compact && <BrandName variant="h6">{BRAND_NAME}</BrandName>}
      </BrandRow>
      <NavScroll compact={compact}>
        {NAV_GROUPS.map((g) => (
          <NavGroupList
            key={g.id}
            group={g}
            compact={compact}
            hasProject={hasProject}
            open={open[g.id]}
            onToggle={() => setOpen((o) => ({ ...o, [g.id]: !o[g.id] }))}
            onNavigate={onNavigate}
          />
        ))}
      </NavScroll>
      {onHide && <HideSidebar compact={compact} onHide={onHide} />}
    </SidebarRoot>
  );
}
