import { Button, Chip, CircularProgress, MenuItem, Select, Stack, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import { ROLE_DESCRIPTIONS } from '@flagstream/domain';
import type { AssignableRole } from '@flagstream/domain';
import { graphql } from '../../apollo/generated';
import type { MemberRow_MemberFragment } from '../../apollo/generated/graphql';
import { useFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import { shortDate } from '../../lib/format';
import { ActionsCell, DangerIconButton, DesktopCell, NameLine, PERSON_ROW, PersonCell, PersonRow, PersonText, PhoneOnlyCaption, RoleCell } from './listParts';
import { PersonAvatar } from './PersonAvatar';
import { RoleChip, RoleDot } from './RoleBits';
import { roleLabel, seenText, seenTitle } from './usersModel';
import { ROLE_MENU_PAPER } from '../../theme/customizations/adminScreens';

/** What a member's row shows; the screen's fragment spreads it. */
export const MEMBER_ROW_FRAGMENT = graphql(`
  fragment MemberRow_member on Member {
    id role lastActive joinedAt
    user { id fullName email lastLogin }
  }
`);

export const MEMBER_COLUMNS = 'minmax(0, 1fr) 190px 150px 80px';

const Centered = styled(Stack)({ alignItems: 'center' });
const MemberRoleCell = styled(RoleCell)({ minWidth: 0 });
const RolePicker = styled(Select)(({ theme }) => ({
  width: 150,
  fontSize: 14,
  fontWeight: 600,
  '& .MuiSelect-select': { paddingTop: theme.spacing(0.75), paddingBottom: theme.spacing(0.75) },
})) as unknown as typeof Select;
const RoleItem = styled(MenuItem)(({ theme }) => ({ display: 'block', paddingTop: theme.spacing(1), paddingBottom: theme.spacing(1) }));
const YouChip = styled(Chip)(({ theme }) => ({
  height: 20,
  fontSize: 11.5,
  '& .MuiChip-label': { paddingLeft: theme.spacing(0.75), paddingRight: theme.spacing(0.75) },
}));
const SeenLine = styled(Typography)({ display: 'block' });
const LeaveButton = styled(Button)(({ theme }) => ({ color: theme.palette.text.secondary, minWidth: 0 }));

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
    <Centered direction="row" spacing={1}>
      <RolePicker<AssignableRole>
        size="small"
        value={value}
        disabled={busy}
        onChange={(e) => onChange(e.target.value)}
        renderValue={(v) => (
          <Centered direction="row" spacing={1}>
            <RoleDot role={v} />
            <span>{roleLabel(v)}</span>
          </Centered>
        )}
        inputProps={{ 'aria-label': `Role of ${name}` }}
        // the menu's paper is in a portal, out of the picker's styles' reach: the theme styles it by class
        MenuProps={{ slotProps: { paper: { className: ROLE_MENU_PAPER } } }}
      >
        {roles.map((r) => (
          <RoleItem key={r} value={r}>
            <Typography variant="optionTitle" component="p">
              {roleLabel(r)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {ROLE_DESCRIPTIONS[r]}
            </Typography>
          </RoleItem>
        ))}
      </RolePicker>
      {busy && <CircularProgress size={18} aria-label="Updating role" />}
    </Centered>
  );
}

type Member = MemberRow_MemberFragment;

/** Avatar, name (and "You"), email; on phones also when they joined and were last seen. */
function MemberPerson({ m, owner, me }: { m: Member; owner: boolean; me: boolean }) {
  return (
    <PersonCell direction="row" spacing={1.75}>
      <PersonAvatar name={m.user.fullName} email={m.user.email} owner={owner} />
      <PersonText>
        <NameLine direction="row" spacing={0.75}>
          <Typography variant="name" noWrap>
            {m.user.fullName || m.user.email || 'Unknown user'}
          </Typography>
          {me && <YouChip label="You" size="small" variant="outlined" />}
        </NameLine>
        <Typography variant="body2" color="text.secondary" noWrap>
          {m.user.email || '—'}
        </Typography>
        <PhoneOnlyCaption variant="caption" color="text.secondary">
          {owner ? 'Created the project' : 'Joined'} {shortDate(m.joinedAt)} · {seenText(m)}
        </PhoneOnlyCaption>
      </PersonText>
    </PersonCell>
  );
}

/** Leave for the caller's own row (not the owner's), remove where the caller may. */
function MemberActions({
  name,
  self,
  editable,
  onRemove,
  onLeave,
}: {
  name: string;
  self: boolean;
  editable: boolean;
  onRemove: () => void;
  onLeave: () => void;
}) {
  if (self)
    return (
      <Tooltip title="Leave project">
        <LeaveButton size="small" color="inherit" startIcon={<LogoutRoundedIcon fontSize="small" />} onClick={onLeave}>
          Leave
        </LeaveButton>
      </Tooltip>
    );
  if (!editable) return null;
  return (
    <Tooltip title="Remove member">
      <DangerIconButton size="small" onClick={onRemove} aria-label={`Remove ${name}`}>
        <PersonRemoveRoundedIcon fontSize="small" />
      </DangerIconButton>
    </Tooltip>
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
      <MemberPerson m={m} owner={owner} me={me} />
      <MemberRoleCell>
        {editable ? <RoleSelect value={m.role as AssignableRole} name={name} roles={roles} busy={busy} onChange={onRoleChange} /> : <RoleChip role={m.role} />}
      </MemberRoleCell>
      <DesktopCell area="joined" title={seenTitle(m)}>
        <Typography variant="body2" color="text.secondary">
          {shortDate(m.joinedAt)}
        </Typography>
        <SeenLine variant="caption" color="text.secondary" data-testid="member-seen" noWrap>
          {seenText(m)}
        </SeenLine>
      </DesktopCell>
      <ActionsCell>
        <MemberActions name={name} self={me && !owner} editable={editable} onRemove={onRemove} onLeave={onLeave} />
      </ActionsCell>
    </PersonRow>
  );
}
