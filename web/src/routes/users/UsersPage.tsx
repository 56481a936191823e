import { useMemo, useState } from 'react';
import { Box, Button, Chip, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import PersonAddRoundedIcon from '@mui/icons-material/PersonAddRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { normaliseRole } from '@flagstream/domain';
import type { AssignableRole } from '@flagstream/domain';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LimitReachedDialog, limitInfoOf, limitReached } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { useProjects } from '../../state/ProjectsProvider';
import { useAuth } from '../../auth/authContext';
import {
  USERS_PAGE_CANCEL_INVITATION,
  USERS_PAGE_INVITATIONS,
  USERS_PAGE_INVITE,
  USERS_PAGE_MEMBERS,
  USERS_PAGE_PLAN,
  USERS_PAGE_REISSUE,
  USERS_PAGE_REMOVE_MEMBER,
  USERS_PAGE_UPDATE_ROLE,
} from './documents';
import { MemberStats } from './MemberStats';
import { ListSkeleton, MembersList } from './MembersList';
import type { MemberRow } from './MembersList';
import { InvitationsList } from './InvitationsList';
import type { InvitationRow } from './InvitationsList';
import { InviteDialog } from './InviteDialog';
import type { InviteSuccess, InviteValues } from './InviteDialog';
import { OWNER_MEMBER_ID, errorMessage, grantableRoles } from './parts';

/** Spec §8 texts. */
export const MEMBER_ERRORS = {
  members: 'Failed to fetch members',
  invitations: 'Failed to fetch invitations',
} as const;

type Confirm =
  | { kind: 'remove'; member: MemberRow }
  | { kind: 'leave'; member: MemberRow }
  | { kind: 'cancel'; invitation: InvitationRow }
  | { kind: 'reissue'; invitation: InvitationRow }
  | null;

const matches = (q: string, ...fields: Array<string | null | undefined>) => fields.some((f) => (f ?? '').toLowerCase().includes(q));

/** Team Members (spec §2): stats, search, pending invitations, active members, the invite dialog. */
export default function UsersPage() {
  const { current, loading: projectsLoading, refetch: refetchProjects } = useProjects();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const projectId = current?.id ?? '';
  const perms = current?.permissions;
  const canInvite = Boolean(perms?.canInviteUsers);
  const canManageMembers = Boolean(perms?.canManageMembers);
  const actorRole = current ? normaliseRole(current.role) : null;

  const membersQ = useQuery(USERS_PAGE_MEMBERS, { variables: { projectId }, skip: !current, notifyOnNetworkStatusChange: true });
  const invitationsQ = useQuery(USERS_PAGE_INVITATIONS, { variables: { projectId }, skip: !current, notifyOnNetworkStatusChange: true });
  const planQ = useQuery(USERS_PAGE_PLAN, { variables: { projectId }, skip: !current || !canInvite });

  const [invite, inviteState] = useMutation(USERS_PAGE_INVITE);
  const [updateRole] = useMutation(USERS_PAGE_UPDATE_ROLE);
  const [removeMember, removeState] = useMutation(USERS_PAGE_REMOVE_MEMBER);
  const [cancelInvitation, cancelState] = useMutation(USERS_PAGE_CANCEL_INVITATION);
  const [reissueInvitation, reissueState] = useMutation(USERS_PAGE_REISSUE);

  const [search, setSearch] = useState('');
  const [inviteOpen, setInviteOpen] = useState(false);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [inviteSuccess, setInviteSuccess] = useState<InviteSuccess | null>(null);
  const [limit, setLimit] = useState<LimitInfo | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  // what the confirm dialogs show: kept while a closing dialog fades out
  const [shown, setShown] = useState<Confirm>(null);
  const ask = (c: NonNullable<Confirm>) => {
    setShown(c);
    setConfirm(c);
  };
  const [updatingId, setUpdatingId] = useState<string | null>(null);
  // Spec §4: a removed member or cancelled invitation leaves the local list at once.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());

  const members = useMemo(() => {
    const all = (membersQ.data?.projectMembers ?? []).filter((m) => !gone.has(`m:${m.id}`));
    // the owner first (the server sends it first; keep it so whatever the order)
    return [...all.filter((m) => m.id === OWNER_MEMBER_ID), ...all.filter((m) => m.id !== OWNER_MEMBER_ID)];
  }, [membersQ.data, gone]);
  const invitations = useMemo(() => (invitationsQ.data?.projectInvitations ?? []).filter((i) => !gone.has(`i:${i.id}`)), [invitationsQ.data, gone]);

  const q = search.trim().toLowerCase();
  const shownMembers = useMemo(() => (q ? members.filter((m) => matches(q, m.user.full_name, m.user.email, m.role)) : members), [members, q]);
  const shownInvitations = useMemo(() => (q ? invitations.filter((i) => matches(q, i.email, i.role, i.invited_by.name)) : invitations), [invitations, q]);

  const stats = useMemo(
    () => ({
      total: members.length,
      active: members.filter((m) => m.status === 'active').length,
      pending: invitations.length,
      admins: members.filter((m) => m.role === 'owner' || m.role === 'admin').length,
    }),
    [members, invitations],
  );

  /** Team members count against the plan as the active member list, the owner aside. */
  const teamCount = members.filter((m) => m.id !== OWNER_MEMBER_ID && m.status === 'active').length;

  const openInvite = () => {
    const reached = membersQ.data ? limitReached('teamMembers', teamCount, planQ.data?.currentPlan.currentPlan) : null;
    if (reached) {
      setLimit(reached);
      return;
    }
    setInviteError(null);
    setInviteSuccess(null);
    setInviteOpen(true);
  };

  const submitInvite = async (values: InviteValues) => {
    if (!values.email || !values.role) return; // spec §5: sent only if email and role are present
    setInviteError(null);
    try {
      const r = await invite({
        variables: { projectId, input: { email: values.email, role: values.role, ...(values.message ? { message: values.message } : {}) } },
      });
      const res = r.data?.inviteMember;
      if (!res) return;
      enqueueSnackbar(res.message, { variant: 'success' });
      const inv = res.invitation;
      const link = inv.invitation_url ?? (inv.token ? `${window.location.origin}/invitation/${inv.token}` : '');
      setInviteSuccess({ email: inv.email, role: inv.role, link, expiresAt: inv.expires_at });
      void invitationsQ.refetch();
    } catch (e) {
      const info = limitInfoOf(e);
      if (info) {
        setInviteOpen(false);
        setLimit(info);
        return;
      }
      console.error(e);
      setInviteError(errorMessage(e) ?? 'Failed to send invitation');
    }
  };

  const changeRole = async (member: MemberRow, role: AssignableRole) => {
    if (role === member.role) return;
    setUpdatingId(member.id);
    try {
      const r = await updateRole({ variables: { projectId, memberId: member.id, role } });
      if (r.data) enqueueSnackbar(r.data.updateMemberRole.message, { variant: 'success' });
      await Promise.all([membersQ.refetch(), refetchProjects()]);
    } catch (e) {
      console.error(e);
      enqueueSnackbar(errorMessage(e) ?? 'Failed to update role', { variant: 'error' });
    } finally {
      setUpdatingId(null);
    }
  };

  const runConfirm = async () => {
    if (!confirm) return;
    try {
      if (confirm.kind === 'reissue') {
        const r = await reissueInvitation({ variables: { id: confirm.invitation.id } });
        const res = r.data?.reissueInvitation;
        setConfirm(null);
        if (res) {
          enqueueSnackbar(res.message, { variant: 'success' });
          const inv = res.invitation;
          setInviteError(null);
          setInviteSuccess({
            email: inv.email,
            role: inv.role,
            link: inv.invitation_url ?? (inv.token ? `${window.location.origin}/invitation/${inv.token}` : ''),
            expiresAt: inv.expires_at,
            reissued: true,
          });
          setInviteOpen(true);
        }
        void invitationsQ.refetch();
        return;
      }
      if (confirm.kind === 'cancel') {
        const r = await cancelInvitation({ variables: { id: confirm.invitation.id } });
        setGone((s) => new Set(s).add(`i:${confirm.invitation.id}`));
        enqueueSnackbar(r.data?.cancelInvitation.message ?? 'Invitation cancelled', { variant: 'success' });
        void invitationsQ.refetch();
      } else {
        const r = await removeMember({ variables: { projectId, memberId: confirm.member.id } });
        setGone((s) => new Set(s).add(`m:${confirm.member.id}`));
        enqueueSnackbar(r.data?.removeMember.message ?? 'Member removed from the project', { variant: 'success' });
        if (confirm.kind === 'leave') {
          setConfirm(null);
          await refetchProjects();
          navigate('/');
          return;
        }
        void membersQ.refetch();
        void refetchProjects();
      }
    } catch (e) {
      console.error(e);
      enqueueSnackbar(errorMessage(e) ?? (confirm.kind === 'cancel' ? 'Failed to cancel invitation' : 'Failed to remove member'), { variant: 'error' });
    }
    setConfirm(null);
  };

  if (!current) {
    return projectsLoading ? (
      <CardGridSkeleton count={4} height={120} label="Loading project..." />
    ) : (
      <>
        <PageHeader title="Team Members" />
        <NoProjectSelected />
      </>
    );
  }

  const membersLoading = membersQ.loading && !membersQ.data;
  const invitationsLoading = invitationsQ.loading && !invitationsQ.data;

  return (
    <Box>
      <PageHeader
        title="Team Members"
        subtitle={
          <>
            Manage who can access{' '}
            <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {current.name}
            </Box>{' '}
            and what they can do.
          </>
        }
        actions={
          canInvite ? (
            <Button variant="contained" startIcon={<PersonAddRoundedIcon />} onClick={openInvite} sx={{ flex: { xs: 1, sm: 'none' } }}>
              Invite Team Member
            </Button>
          ) : (
            <Chip
              icon={<VisibilityRoundedIcon />}
              label="View only"
              variant="outlined"
              sx={{ color: 'text.secondary', alignSelf: { xs: 'flex-start', sm: 'center' } }}
            />
          )
        }
      />

      <MemberStats stats={stats} loading={membersLoading || invitationsLoading} />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 3, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}>
        <TextField
          placeholder="Search members..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ width: { xs: '100%', sm: 340 }, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search members' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {membersQ.data && q && (
          <Typography variant="body2" color="text.secondary">
            {shownMembers.length + shownInvitations.length} of {members.length + invitations.length} people
          </Typography>
        )}
      </Stack>

      <Stack spacing={3}>
        {invitationsLoading ? (
          <ListSkeleton rows={2} />
        ) : (
          <InvitationsList
            invitations={shownInvitations}
            total={invitations.length}
            searching={Boolean(q)}
            actorRole={actorRole}
            canInvite={canInvite}
            onCancel={(invitation) => ask({ kind: 'cancel', invitation })}
            onReissue={(invitation) => ask({ kind: 'reissue', invitation })}
            onInvite={openInvite}
            error={
              invitationsQ.error && !invitationsQ.data ? (
                <ErrorState title={MEMBER_ERRORS.invitations} message={invitationsQ.error.message} onRetry={() => void invitationsQ.refetch()} />
              ) : undefined
            }
          />
        )}

        {membersLoading ? (
          <ListSkeleton rows={4} />
        ) : membersQ.error && !membersQ.data ? (
          <ErrorState title={MEMBER_ERRORS.members} message={membersQ.error.message} onRetry={() => void membersQ.refetch()} />
        ) : (
          <MembersList
            members={shownMembers}
            total={members.length}
            searching={Boolean(q)}
            meId={user?.id}
            actorRole={actorRole}
            canManageMembers={canManageMembers}
            updatingId={updatingId}
            onRoleChange={(m, r) => void changeRole(m, r)}
            onRemove={(member) => ask({ kind: 'remove', member })}
            onLeave={(member) => ask({ kind: 'leave', member })}
          />
        )}
      </Stack>

      <InviteDialog
        open={inviteOpen}
        projectName={current.name}
        grantable={grantableRoles(actorRole)}
        pending={inviteState.loading}
        error={inviteError}
        success={inviteSuccess}
        onSubmit={(v) => void submitInvite(v)}
        onClose={() => setInviteOpen(false)}
        onInviteAnother={() => {
          setInviteError(null);
          setInviteSuccess(null);
        }}
      />

      <ConfirmDialog
        open={confirm?.kind === 'remove'}
        title="Remove Team Member"
        confirmLabel="Remove Member"
        pendingLabel="Removing..."
        pending={removeState.loading}
        onClose={() => setConfirm(null)}
        onConfirm={() => void runConfirm()}
        message={
          shown?.kind === 'remove' && (
            <>
              Remove{' '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                {shown.member.user.full_name || shown.member.user.email}
              </Box>
              {shown.member.user.email && shown.member.user.full_name ? ` (${shown.member.user.email})` : ''} from {current.name}? They lose access to this
              project immediately and need a new invitation to return.
            </>
          )
        }
      />
      <ConfirmDialog
        open={confirm?.kind === 'leave'}
        title="Leave Project"
        confirmLabel="Leave Project"
        pendingLabel="Leaving..."
        pending={removeState.loading}
        onClose={() => setConfirm(null)}
        onConfirm={() => void runConfirm()}
        message={
          <>
            You will lose access to{' '}
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {current.name}
            </Box>
            . To come back, you will need a new invitation.
          </>
        }
      />
      <ConfirmDialog
        open={confirm?.kind === 'cancel'}
        title="Cancel Invitation"
        confirmLabel="Cancel Invitation"
        pendingLabel="Cancelling..."
        pending={cancelState.loading}
        onClose={() => setConfirm(null)}
        onConfirm={() => void runConfirm()}
        message={
          shown?.kind === 'cancel' && (
            <>
              Cancel the invitation for{' '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                {shown.invitation.email}
              </Box>
              ? Its link stops working at once.
            </>
          )
        }
      />

      <ConfirmDialog
        open={confirm?.kind === 'reissue'}
        title="Copy a new link"
        confirmLabel="Create new link"
        pendingLabel="Creating..."
        confirmColor="primary"
        pending={reissueState.loading}
        onClose={() => setConfirm(null)}
        onConfirm={() => void runConfirm()}
        message={
          shown?.kind === 'reissue' && (
            <>
              Create a new invitation link for{' '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                {shown.invitation.email}
              </Box>
              ? The link you sent before stops working at once; the new one is valid for another 7 days.
            </>
          )
        }
      />
      <LimitReachedDialog info={limit} onClose={() => setLimit(null)} />
    </Box>
  );
}
