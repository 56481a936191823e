import { Box, Card, Skeleton, Stack, Typography } from '@mui/material';
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

/** The Active Members card: the owner first with a crown, then the team. */
export function MembersList({ members, total, searching, meId, actorRole, canManageMembers, updatingId, onRoleChange, onRemove, onLeave }: Props) {
  const roles = grantableRoles(actorRole);
  return (
    <Card>
      <SectionHeader icon={<GroupRoundedIcon />} title="Active Members" count={total} caption="People with access to this project" />
      <ColumnHeads columns={MEMBER_COLUMNS} labels={['Member', 'Role', 'Joined · Active', '']} />
      {members.length === 0 ? (
        <Box sx={{ py: 6, px: 3, textAlign: 'center', color: 'text.secondary' }}>
          <SearchOffRoundedIcon sx={{ fontSize: 36, mb: 1 }} />
          <Typography variant="subtitle1" color="text.primary">
            No members found
          </Typography>
          <Typography variant="body2">{searching ? 'No members match your search criteria.' : 'This project has no members yet.'}</Typography>
        </Box>
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
      <Box sx={{ px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Skeleton width={180} height={28} />
      </Box>
      {Array.from({ length: rows }, (_, i) => (
        <Stack key={i} direction="row" spacing={2} sx={{ px: 3, py: 2, alignItems: 'center', borderTop: i ? 1 : 0, borderColor: 'divider' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="60%" />
          </Box>
          <Skeleton variant="rounded" width={80} height={24} sx={{ display: { xs: 'none', sm: 'block' } }} />
        </Stack>
      ))}
    </Card>
  );
}
