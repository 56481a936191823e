import type { ReactNode } from 'react';
import { Chip, IconButton, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';

const Header = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  borderBottom: `1px solid ${theme.palette.divider}`,
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
}));
const HeaderIcon = styled('div')(({ theme }) => ({ color: theme.palette.text.secondary, display: 'flex' }));
const HeaderText = styled('div')({ minWidth: 0, flex: 1 });
const TitleLine = styled('div')(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.spacing(1) }));

/** A list card's header: title, count chip, optional caption and action. */
export function SectionHeader({
  icon,
  title,
  count,
  caption,
  action,
}: {
  icon: ReactNode;
  title: string;
  count?: number;
  caption?: string;
  action?: ReactNode;
}) {
  return (
    <Header>
      <HeaderIcon>{icon}</HeaderIcon>
      <HeaderText>
        <TitleLine>
          <Typography variant="cardTitle" component="h2">
            {title}
          </Typography>
          {count !== undefined && <Chip size="count" label={count} variant="outlined" />}
        </TitleLine>
        {caption && (
          <Typography variant="body2" color="text.secondary">
            {caption}
          </Typography>
        )}
      </HeaderText>
      {action}
    </Header>
  );
}

/** The class every person row carries. */
export const PERSON_ROW = 'person-row';

/**
 * A person's row in the members and invitations lists: on a phone the person on the first line, role and
 * actions on the second; on a desktop one line in the list's columns (`columns`, areas in `areas`).
 */
export const PersonRow = styled('div', { shouldForwardProp: (p) => p !== 'columns' && p !== 'areas' && p !== 'owner' })<{
  columns: string;
  areas: string;
  owner?: boolean;
}>(({ theme, columns, areas, owner }) => ({
  display: 'grid',
  alignItems: 'center',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(1.25),
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"person person" "role actions"',
  padding: theme.spacing(1.75, 2),
  // a line between rows (a stable class: the owner's row has a style of its own)
  [`.${PERSON_ROW} + &`]: { borderTop: `1px solid ${theme.palette.divider}` },
  ...(owner && { backgroundColor: theme.palette.mode === 'dark' ? 'rgba(217,119,6,0.06)' : 'rgba(217,119,6,0.035)' }),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: columns, gridTemplateAreas: areas },
}));

/** A row's quiet action that turns red on hover (remove, cancel). */
export const DangerIconButton = styled(IconButton)(({ theme }) => ({
  color: theme.palette.text.secondary,
  '&:hover': { color: theme.palette.error.main },
}));

/** The column heads' band: desktop only, in the list's columns. */
const HeadsRow = styled('div', { shouldForwardProp: (p) => p !== 'columns' })<{ columns: string }>(({ theme, columns }) => ({
  display: 'none',
  gridTemplateColumns: columns,
  columnGap: theme.spacing(2),
  padding: theme.spacing(1, 3),
  backgroundColor: theme.palette.action.hover,
  borderBottom: `1px solid ${theme.palette.divider}`,
  [theme.breakpoints.up('md')]: { display: 'grid' },
}));

/** The uppercase column labels above a list's rows (desktop only). */
export function ColumnHeads({ columns, labels }: { columns: string; labels: string[] }) {
  return (
    <HeadsRow columns={columns}>
      {labels.map((l, i) => (
        <Typography key={i} variant="columnHead">
          {l}
        </Typography>
      ))}
    </HeadsRow>
  );
}

/** A row's first cell: avatar, then name and details. */
export const PersonCell = styled(Stack)({ gridArea: 'person', alignItems: 'center', minWidth: 0 });
export const PersonText = styled('div')({ minWidth: 0 });
export const NameLine = styled(Stack)({ alignItems: 'center', minWidth: 0 });
/** Under the name on phones only (desktop has a column for it). */
export const PhoneOnlyCaption = styled(Typography)(({ theme }) => ({ display: 'block', [theme.breakpoints.up('md')]: { display: 'none' } }));
/** The role cell: under the avatar's width on phones, in its column on desktop. */
export const RoleCell = styled('div')(({ theme }) => ({
  gridArea: 'role',
  paddingLeft: theme.spacing(6.75),
  [theme.breakpoints.up('md')]: { paddingLeft: 0 },
}));
export const ActionsCell = styled('div')({ gridArea: 'actions', display: 'flex', justifyContent: 'flex-end' });
/** A desktop-only column cell (joined, expires). */
export const DesktopCell = styled('div', { shouldForwardProp: (p) => p !== 'area' })<{ area: string }>(({ theme, area }) => ({
  gridArea: area,
  display: 'none',
  minWidth: 0,
  [theme.breakpoints.up('md')]: { display: 'block' },
}));
