import { Card, Skeleton, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import type { AssignableRole, Role } from '@flagstream/domain';
import { MEMBER_COLUMNS, MemberRow } from './MemberRow';
import { OWNER_MEMBER_ID, grantableRoles } from '@flagstream/domain';
import { ColumnHeads, SectionHeader } from './listParts';
import type { MemberView } from './useUsersPage';
import { isMe, mayEditMember } from './usersModel';

interface Props {
  members: MemberView[];
  total: number;
  searching: boolean;
  meId: string | undefined;
  actorRole: Role | null;
  canManageMembers: boolean;
  updatingId: string | null;
  onRoleChange: (member: MemberView, role: AssignableRole) => void;
  onRemove: (member: MemberView) => void;
  onLeave: (member: MemberView) => void;
}

const NoneFound = styled('div')(({ theme }) => ({
  padding: theme.spacing(6, 3),
  textAlign: 'center',
  color: theme.palette.text.secondary,
  '& > .MuiSvgIcon-root': { fontSize: 36, marginBottom: theme.spacing(1) },
}));
const SkeletonHead = styled('div')(({ theme }) => ({ padding: theme.spacing(2, 3), borderBottom: `1px solid ${theme.palette.divider}` }));
/** A row of the skeleton: a line between rows, as between people. */
const SkeletonRow = styled(Stack)(({ theme }) => ({
  padding: theme.spacing(2, 3),
  alignItems: 'center',
  '& + &': { borderTop: `1px solid ${theme.palette.divider}` },
}));
const Grow = styled('div')({ flex: 1 });
const WideSkeleton = styled(Skeleton)(({ theme }) => ({ display: 'none', [theme.breakpoints.up('sm')]: { display: 'block' } }));

/** The Active Members card: the owner first with a crown, then the team. */
export function MembersList({ members, total, searching, meId, actorRole, canManageMembers, updatingId, onRoleChange, onRemove, onLeave }: Props) {
  const roles = grantableRoles(actorRole);
  return (
    <Card>
      <SectionHeader icon={<GroupRoundedIcon />} title="Active Members" count={total} caption="People with access to this project" />
      <ColumnHeads columns={MEMBER_COLUMNS} labels={['Member', 'Role', 'Joined · Active', '']} />
      {members.length === 0 ? (
        <NoneFound>
          <SearchOffRoundedIcon />
          <Typography variant="subtitle1" color="text.primary">
            No members found
          </Typography>
          <Typography variant="body2">{searching ? 'No members match your search criteria.' : 'This project has no members yet.'}</Typography>
        </NoneFound>
      ) : (
        members.map((m) => (
          <MemberRow
            key={m.id}
            member={m}
            owner={m.id === OWNER_MEMBER_ID}
            me={isMe(m, meId)}
            editable={mayEditMember(m, { id: meId, role: actorRole, canManageMembers })}
            roles={roles}
            busy={updatingId === m.id}
            onRoleChange={(r) => onRoleChange(m, r)}
            onRemove={() => onRemove(m)}
            onLeave={() => onLeave(m)}
          />
        ))
      )}
    </Card>
  );
}

/** Rows of skeletons while members load. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Card>
      <SkeletonHead>
        <Skeleton width={180} height={28} />
      </SkeletonHead>
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonRow key={i} direction="row" spacing={2}>
          <Skeleton variant="circular" width={40} height={40} />
          <Grow>
            <Skeleton width="40%" />
            <Skeleton width="60%" />
          </Grow>
          <WideSkeleton variant="rounded" width={80} height={24} />
        </SkeletonRow>
      ))}
    </Card>
  );
}
