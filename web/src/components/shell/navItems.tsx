import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import GridOnRoundedIcon from '@mui/icons-material/GridOnRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import IntegrationInstructionsRoundedIcon from '@mui/icons-material/IntegrationInstructionsRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import ManageHistoryRoundedIcon from '@mui/icons-material/ManageHistoryRounded';
import CompareArrowsRoundedIcon from '@mui/icons-material/CompareArrowsRounded';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import WebhookRoundedIcon from '@mui/icons-material/WebhookRounded';
import type { ReactNode } from 'react';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
}

export interface NavGroup {
  id: 'dashboard' | 'tools' | 'management';
  title: string;
  collapsible: boolean;
  /** needs a current project: disabled and clicks blocked until one is selected */
  needsProject: boolean;
  items: NavItem[];
}

/** Sidebar groups of spec §2. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'dashboard',
    title: 'Dashboard',
    collapsible: false,
    needsProject: false,
    items: [
      { to: '/', label: 'Dashboard', icon: <DashboardRoundedIcon fontSize="small" /> },
      { to: '/projects', label: 'Projects', icon: <FolderRoundedIcon fontSize="small" /> },
    ],
  },
  {
    id: 'tools',
    title: 'Project Tools',
    collapsible: true,
    needsProject: true,
    items: [
      { to: '/flags', label: 'Feature Flags', icon: <FlagRoundedIcon fontSize="small" /> },
      { to: '/environments', label: 'Environments', icon: <LayersRoundedIcon fontSize="small" /> },
      { to: '/overrides', label: 'Overrides', icon: <TimerRoundedIcon fontSize="small" /> },
      { to: '/segments', label: 'Segments', icon: <GroupsRoundedIcon fontSize="small" /> },
      { to: '/values-matrix', label: 'Values Matrix', icon: <GridOnRoundedIcon fontSize="small" /> },
      { to: '/promote', label: 'Compare & Promote', icon: <CompareArrowsRoundedIcon fontSize="small" /> },
      { to: '/setup', label: 'Setup & Integration', icon: <IntegrationInstructionsRoundedIcon fontSize="small" /> },
      { to: '/tokens', label: 'API Tokens', icon: <KeyRoundedIcon fontSize="small" /> },
      { to: '/webhooks', label: 'Webhooks', icon: <WebhookRoundedIcon fontSize="small" /> },
    ],
  },
  {
    id: 'management',
    title: 'Management',
    collapsible: true,
    needsProject: false,
    items: [
      { to: '/users', label: 'Team Members', icon: <GroupRoundedIcon fontSize="small" /> },
      { to: '/billing', label: 'Billing & Plan', icon: <CreditCardRoundedIcon fontSize="small" /> },
      { to: '/audit', label: 'Audit Log', icon: <ManageHistoryRoundedIcon fontSize="small" /> },
    ],
  },
];
