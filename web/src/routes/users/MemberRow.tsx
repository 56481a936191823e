import { Box, Button, Chip, CircularProgress, MenuItem, Select, Stack, Tooltip, Typography } from '@mui/material';
import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import { ROLE_DESCRIPTIONS } from '@flagstream/domain';
import type { AssignableRole } from '@flagstream/domain';
import { graphql } from '../../apollo/generated';
import { useFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import { shortDate } from '../../lib/format';
import { DangerIconButton, PERSON_ROW, PersonRow } from './listParts';
import { PersonAvatar } from './PersonAvatar';
import { RoleChip, RoleDot } from './RoleBits';
import { roleLabel, seenText, seenTitle } from './usersModel';

/** What a member's row shows; the screen's fragment spreads it. */
export const MEMBER_ROW_FRAGMENT = graphql(`
  fragment MemberRow_member on Member {
    id role lastActive joinedAt
    user { id fullName email lastLogin }
  }
`);

export const MEMBER_COLUMNS = 'minmax(0, 1fr) 190px 150px 80px';

/** The role picker of a member the caller may change, each role with what it may do. */
function RoleSelect({
  value,
  name,
  roles,
  busy,
  onChange,
}: {
  value: AssignableRole;
  name: string;
  roles: AssignableRole[];
  busy: boolean;
  onChange: (r: AssignableRole) => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Select<AssignableRole>
        size="small"
        value={value}
        disabled={busy}
        onChange={(e) => onChange(e.target.value)}
        renderValue={(v) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <RoleDot role={v} />
            <span>{roleLabel(v)}</span>
          </Stack>
        )}
        inputProps={{ 'aria-label': `Role of ${name}` }}
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
      {busy && <CircularProgress size={18} aria-label="Updating role" />}
    </Stack>
  );
}

/** One member: avatar, name and email, role (a picker where the caller may change it), joined and last seen, leave or remove. */
export function MemberRow({
  member,
  owner,
  me,
  editable,
  roles,
  busy,
  onRoleChange,
  onRemove,
  onLeave,
}: {
  member: FragmentType<typeof MEMBER_ROW_FRAGMENT>;
  owner: boolean;
  me: boolean;
  editable: boolean;
  roles: AssignableRole[];
  busy: boolean;
  onRoleChange: (r: AssignableRole) => void;
  onRemove: () => void;
  onLeave: () => void;
}) {
  const m = useFragment(MEMBER_ROW_FRAGMENT, member);
  const name = m.user.fullName || m.user.email;
  return (
    <PersonRow className={PERSON_ROW} columns={MEMBER_COLUMNS} areas={'"person role joined actions"'} owner={owner}>
      <Stack direction="row" spacing={1.75} sx={{ gridArea: 'person', alignItems: 'center', minWidth: 0 }}>
        <PersonAvatar name={m.user.fullName} email={m.user.email} owner={owner} />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography variant="name" noWrap>
              {m.user.fullName || m.user.email || 'Unknown user'}
            </Typography>
            {me && <Chip label="You" size="small" variant="outlined" sx={{ height: 20, fontSize: 11.5, '& .MuiChip-label': { px: 0.75 } }} />}
          </Stack>
          <Typography variant="body2" color="text.secondary" noWrap>
            {m.user.email || '—'}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
            {owner ? 'Created the project' : 'Joined'} {shortDate(m.joinedAt)} · {seenText(m)}
          </Typography>
        </Box>
      </Stack>

      <Box sx={{ gridArea: 'role', minWidth: 0, pl: { xs: 6.75, md: 0 } }}>
        {editable ? <RoleSelect value={m.role as AssignableRole} name={name} roles={roles} busy={busy} onChange={onRoleChange} /> : <RoleChip role={m.role} />}
      </Box>

      <Box sx={{ gridArea: 'joined', display: { xs: 'none', md: 'block' }, minWidth: 0 }} title={seenTitle(m)}>
        <Typography variant="body2" color="text.secondary">
          {shortDate(m.joinedAt)}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="member-seen" sx={{ display: 'block' }} noWrap>
          {seenText(m)}
        </Typography>
      </Box>

      <Box sx={{ gridArea: 'actions', display: 'flex', justifyContent: 'flex-end' }}>
        {me && !owner ? (
          <Tooltip title="Leave project">
            <Button
              size="small"
              color="inherit"
              startIcon={<LogoutRoundedIcon fontSize="small" />}
              onClick={onLeave}
              sx={{ color: 'text.secondary', minWidth: 0 }}
            >
              Leave
            </Button>
          </Tooltip>
        ) : editable ? (
          <Tooltip title="Remove member">
            <DangerIconButton size="small" onClick={onRemove} aria-label={`Remove ${name}`}>
              <PersonRemoveRoundedIcon fontSize="small" />
            </DangerIconButton>
          </Tooltip>
        ) : null}
      </Box>
    </PersonRow>
  );
}
