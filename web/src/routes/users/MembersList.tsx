import { Box, Button, Card, Chip, CircularProgress, IconButton, MenuItem, Select, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { ROLE_DESCRIPTIONS } from '@flagstream/domain';
import type { AssignableRole, Role } from '@flagstream/domain';
import type { UsersPageMembersQuery } from '../../apollo/generated/graphql';
import { relativeTime, shortDate } from '../../lib/format';
import { ColumnHeads, OWNER_MEMBER_ID, PersonAvatar, RoleChip, RoleDot, SectionHeader, grantableRoles, outranks, roleLabel } from './parts';

export type MemberRow = UsersPageMembersQuery['projectMembers'][number];

const COLUMNS = { md: 'minmax(0, 1fr) 190px 150px 80px' };

/** "Active 5 minutes ago" (last change in this project), else the last sign-in; issue 17: both were never recorded. */
export function seenText(m: Pick<MemberRow, 'last_active'> & { user: Pick<MemberRow['user'], 'last_login'> }, now = Date.now()): string {
  if (m.last_active) return `Active ${relativeTime(m.last_active, now)}`;
  if (m.user.last_login) return `Signed in ${relativeTime(m.user.last_login, now)}`;
  return 'No activity yet';
}
const seenTitle = (m: MemberRow): string =>
  [
    `Last change in this project: ${m.last_active ? shortDate(m.last_active) : 'none'}`,
    `Last sign-in: ${m.user.last_login ? shortDate(m.user.last_login) : 'not recorded'}`,
  ].join(' · ');

interface Props {
  members: MemberRow[];
  total: number;
  searching: boolean;
  meId: string | undefined;
  actorRole: Role | null;
  canManageMembers: boolean;
  updatingId: string | null;
  onRoleChange: (member: MemberRow, role: AssignableRole) => void;
  onRemove: (member: MemberRow) => void;
  onLeave: (member: MemberRow) => void;
}

/** The Active Members card: the owner first with a crown, then the team. */
export function MembersList({ members, total, searching, meId, actorRole, canManageMembers, updatingId, onRoleChange, onRemove, onLeave }: Props) {
  return (
    <Card>
      <SectionHeader icon={<GroupRoundedIcon />} title="Active Members" count={total} caption="People with access to this project" />
      <ColumnHeads columns={COLUMNS.md} labels={['Member', 'Role', 'Joined · Active', '']} />
      {members.length === 0 ? (
        <Box sx={{ py: 6, px: 3, textAlign: 'center', color: 'text.secondary' }}>
          <SearchOffRoundedIcon sx={{ fontSize: 36, mb: 1 }} />
          <Typography variant="subtitle1" color="text.primary">
            No members found
          </Typography>
          <Typography variant="body2">{searching ? 'No members match your search criteria.' : 'This project has no members yet.'}</Typography>
        </Box>
      ) : (
        members.map((m, i) => {
          const isOwner = m.id === OWNER_MEMBER_ID;
          const isMe = Boolean(meId) && m.user.id === meId;
          const canEdit = canManageMembers && !isOwner && !isMe && outranks(actorRole, m.role);
          const roles = grantableRoles(actorRole);
          return (
            <Box
              key={m.id}
              sx={{
                display: 'grid',
                alignItems: 'center',
                columnGap: 2,
                rowGap: 1.25,
                gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: COLUMNS.md },
                gridTemplateAreas: { xs: '"person person" "role actions"', md: '"person role joined actions"' },
                px: { xs: 2, sm: 3 },
                py: 1.75,
                borderTop: i === 0 ? 0 : 1,
                borderColor: 'divider',
                bgcolor: isOwner ? (t) => (t.palette.mode === 'dark' ? 'rgba(217,119,6,0.06)' : 'rgba(217,119,6,0.035)') : undefined,
              }}
            >
              <Stack direction="row" spacing={1.75} sx={{ gridArea: 'person', alignItems: 'center', minWidth: 0 }}>
                <PersonAvatar name={m.user.full_name} email={m.user.email} owner={isOwner} />
                <Box sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }} noWrap>
                      {m.user.full_name || m.user.email || 'Unknown user'}
                    </Typography>
                    {isMe && <Chip label="You" size="small" variant="outlined" sx={{ height: 20, fontSize: 11.5, '& .MuiChip-label': { px: 0.75 } }} />}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {m.user.email || '—'}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
                    {isOwner ? 'Created the project' : 'Joined'} {shortDate(m.joined_at)} · {seenText(m)}
                  </Typography>
                </Box>
              </Stack>

              <Box sx={{ gridArea: 'role', minWidth: 0, pl: { xs: 6.75, md: 0 } }}>
                {canEdit ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Select<AssignableRole>
                      size="small"
                      value={m.role as AssignableRole}
                      disabled={updatingId === m.id}
                      onChange={(e) => onRoleChange(m, e.target.value)}
                      renderValue={(v) => (
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <RoleDot role={v} />
                          <span>{roleLabel(v)}</span>
                        </Stack>
                      )}
                      inputProps={{ 'aria-label': `Role of ${m.user.full_name || m.user.email}` }}
                      MenuProps={{ slotProps: { paper: { sx: { mt: 0.5, minWidth: 260 } } } }}
                      sx={{ width: 150, fontSize: 14, fontWeight: 600, '& .MuiSelect-select': { py: 0.75 } }}
                    >
                      {roles.map((r) => (
                        <MenuItem key={r} value={r} sx={{ display: 'block', py: 1 }}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {roleLabel(r)}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {ROLE_DESCRIPTIONS[r]}
                          </Typography>
                        </MenuItem>
                      ))}
                    </Select>
                    {updatingId === m.id && <CircularProgress size={18} aria-label="Updating role" />}
                  </Stack>
                ) : (
                  <RoleChip role={m.role} />
                )}
              </Box>

              <Box sx={{ gridArea: 'joined', display: { xs: 'none', md: 'block' }, minWidth: 0 }} title={seenTitle(m)}>
                <Typography variant="body2" color="text.secondary">
                  {shortDate(m.joined_at)}
                </Typography>
                <Typography variant="caption" color="text.secondary" data-testid="member-seen" sx={{ display: 'block' }} noWrap>
                  {seenText(m)}
                </Typography>
              </Box>

              <Box sx={{ gridArea: 'actions', display: 'flex', justifyContent: 'flex-end' }}>
                {isMe && !isOwner ? (
                  <Tooltip title="Leave project">
                    <Button
                      size="small"
                      color="inherit"
                      startIcon={<LogoutRoundedIcon fontSize="small" />}
                      onClick={() => onLeave(m)}
                      sx={{ color: 'text.secondary', minWidth: 0 }}
                    >
                      Leave
                    </Button>
                  </Tooltip>
                ) : canEdit ? (
                  <Tooltip title="Remove member">
                    <IconButton
                      size="small"
                      onClick={() => onRemove(m)}
                      aria-label={`Remove ${m.user.full_name || m.user.email}`}
                      sx={{ color: 'text.secondary', '&:hover': { color: 'error.main' } }}
                    >
                      <PersonRemoveRoundedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </Box>
            </Box>
          );
        })
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
