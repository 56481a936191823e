import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { grantableRoles, normaliseRole } from '@flagstream/domain';
import type { AssignableRole } from '@flagstream/domain';
// the generated masking helper is a plain function (not a React hook): renamed so it reads as one
import { useFragment as unmask } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import { limitInfoOf, limitReached } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import type { ProjectData } from '../../state/ProjectsProvider';
import { removeFromProject } from '../../state/projectCache';
import type { InviteSuccess, InviteValues } from './InviteDialog';
import {
  USERS_PAGE_CANCEL_INVITATION,
  USERS_PAGE_INVITATION,
  USERS_PAGE_INVITATIONS,
  USERS_PAGE_INVITE,
  USERS_PAGE_MEMBER,
  USERS_PAGE_MEMBERS,
  USERS_PAGE_PLAN,
  USERS_PAGE_REISSUE,
  USERS_PAGE_REMOVE_MEMBER,
  USERS_PAGE_UPDATE_ROLE,
} from './documents';
import { errorMessage, invitationLink, memberStats, ownerFirst, searchInvitations, searchKey, searchMembers, teamCount } from './usersModel';

type MemberRef = FragmentType<typeof USERS_PAGE_MEMBER>;
type InvitationRef = FragmentType<typeof USERS_PAGE_INVITATION>;

export type Confirm =
  | { kind: 'remove'; member: MemberView }
  | { kind: 'leave'; member: MemberView }
  | { kind: 'cancel'; invitation: InvitationView }
  | { kind: 'reissue'; invitation: InvitationView }
  | null;

/** A member as the screen reads it; its row unmasks the rest. */
export type MemberView = ReturnType<typeof unmaskMember>;
export type InvitationView = ReturnType<typeof unmaskInvitation>;
const unmaskMember = (m: MemberRef) => unmask(USERS_PAGE_MEMBER, m);
const unmaskInvitation = (i: InvitationRef) => unmask(USERS_PAGE_INVITATION, i);

/** The pending invitations in the cache, edited in place: an answer replaces a refetch of the list. */
function editInvitations(cache: ApolloCache, projectId: string, edit: (list: InvitationRef[]) => InvitationRef[]) {
  cache.updateQuery({ query: USERS_PAGE_INVITATIONS, variables: { projectId } }, (d) => d && { ...d, projectInvitations: edit(d.projectInvitations) });
}

/**
 * Team Members (/users): members and pending invitations with search and stats, the invite dialog
 * and its plan limit, role changes, removal, leaving, cancelling and new links. Every change is
 * written into Apollo's cache from the server's answer (the lists and the shell's project), not refetched.
 */
export function useUsersPage(project: ProjectData | null, meId: string | undefined) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const projectId = project?.id ?? '';
  const canInvite = Boolean(project?.permissions.canInviteUsers);
  const canManageMembers = Boolean(project?.permissions.canManageMembers);
  const actorRole = project ? normaliseRole(project.role) : null;

  const membersQ = useQuery(USERS_PAGE_MEMBERS, { variables: { projectId }, skip: !project, notifyOnNetworkStatusChange: true });
  const invitationsQ = useQuery(USERS_PAGE_INVITATIONS, { variables: { projectId }, skip: !project, notifyOnNetworkStatusChange: true });
  const planQ = useQuery(USERS_PAGE_PLAN, { variables: { projectId }, skip: !project || !canInvite });

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
  const [updatingId, setUpdatingId] = useState<string | null>(null);

  const members = useMemo<MemberView[]>(() => ownerFirst((membersQ.data?.projectMembers ?? []).map(unmaskMember)), [membersQ.data]);
  const invitations = useMemo<InvitationView[]>(() => (invitationsQ.data?.projectInvitations ?? []).map(unmaskInvitation), [invitationsQ.data]);
  const q = searchKey(search);
  const shownMembers = useMemo(() => searchMembers(members, q), [members, q]);
  const shownInvitations = useMemo(() => searchInvitations(invitations, q), [invitations, q]);
  const stats = useMemo(() => memberStats(members, invitations), [members, invitations]);

  const openInvite = () => {
    const reached = membersQ.data ? limitReached('teamMembers', teamCount(members), planQ.data?.currentPlan.currentPlan) : null;
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
        variables: { input: { projectId, email: values.email, role: values.role, ...(values.message ? { message: values.message } : {}) } },
        update: (cache, { data }) => {
          const inv = data?.inviteMember.invitation;
          if (inv) editInvitations(cache, projectId, (list) => [...list, inv]);
        },
      });
      const res = r.data?.inviteMember;
      if (!res) return;
      enqueueSnackbar(res.message, { variant: 'success' });
      const inv = unmaskInvitation(res.invitation);
      setInviteSuccess({ email: inv.email, role: inv.role, link: invitationLink(res.invitation, window.location.origin), expiresAt: inv.expiresAt });
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

  const changeRole = async (member: MemberView, role: AssignableRole) => {
    if (role === member.role) return;
    setUpdatingId(member.id);
    try {
      const r = await updateRole({
        variables: { projectId, memberId: member.id, role },
        // The answer updates the member's row; the shell's copy of the team learns the role here.
        update: (cache, { data }) => {
          const changed = data?.updateMemberRole.member;
          if (changed) cache.modify({ id: cache.identify({ __typename: 'TeamMember', id: changed.id }), fields: { role: () => changed.role } });
        },
      });
      if (r.data) enqueueSnackbar(r.data.updateMemberRole.message, { variant: 'success' });
    } catch (e) {
      console.error(e);
      enqueueSnackbar(errorMessage(e) ?? 'Failed to update role', { variant: 'error' });
    } finally {
      setUpdatingId(null);
    }
  };

  /** Spec §4: a removed member leaves the list at once, here and in the project's tree and team count. */
  const dropMember = (cache: ApolloCache, memberId: string) => {
    cache.updateQuery(
      { query: USERS_PAGE_MEMBERS, variables: { projectId } },
      (d) => d && { ...d, projectMembers: d.projectMembers.filter((m) => unmaskMember(m).id !== memberId) },
    );
    removeFromProject(cache, projectId, 'teamMembers', memberId);
  };

  const runConfirm = async () => {
    if (!confirm) return;
    try {
      if (confirm.kind === 'reissue') {
        const old = confirm.invitation.id;
        const r = await reissueInvitation({
          variables: { id: old },
          // a new invitation replaces the old one, in its place
          update: (cache, { data }) => {
            const inv = data?.reissueInvitation.invitation;
            if (inv) editInvitations(cache, projectId, (list) => list.map((i) => (unmaskInvitation(i).id === old ? inv : i)));
          },
        });
        const res = r.data?.reissueInvitation;
        setConfirm(null);
        if (res) {
          enqueueSnackbar(res.message, { variant: 'success' });
          const inv = unmaskInvitation(res.invitation);
          setInviteError(null);
          setInviteSuccess({
            email: inv.email,
            role: inv.role,
            link: invitationLink(res.invitation, window.location.origin),
            expiresAt: inv.expiresAt,
            reissued: true,
          });
          setInviteOpen(true);
        }
        return;
      }
      if (confirm.kind === 'cancel') {
        const id = confirm.invitation.id;
        const r = await cancelInvitation({
          variables: { id },
          update: (cache) => editInvitations(cache, projectId, (list) => list.filter((i) => unmaskInvitation(i).id !== id)),
        });
        enqueueSnackbar(r.data?.cancelInvitation.message ?? 'Invitation cancelled', { variant: 'success' });
      } else {
        const memberId = confirm.member.id;
        const leaving = confirm.kind === 'leave';
        const r = await removeMember({
          variables: { projectId, memberId },
          update: (cache) => {
            if (!leaving) return dropMember(cache, memberId);
            // Leaving: the project is no longer the caller's; the shell moves on to another one.
            cache.modify<{ myProjects: Reference[] }>({
              fields: { myProjects: (refs, { readField }) => refs.filter((p) => readField('id', p) !== projectId) },
            });
          },
        });
        enqueueSnackbar(r.data?.removeMember.message ?? 'Member removed from the project', { variant: 'success' });
        if (leaving) {
          setConfirm(null);
          navigate('/');
          return;
        }
      }
    } catch (e) {
      console.error(e);
      enqueueSnackbar(errorMessage(e) ?? (confirm.kind === 'cancel' ? 'Failed to cancel invitation' : 'Failed to remove member'), { variant: 'error' });
    }
    setConfirm(null);
  };

  return {
    canInvite,
    canManageMembers,
    actorRole,
    meId,
    grantable: grantableRoles(actorRole),
    search,
    setSearch,
    searching: q !== '',
    stats,
    statsLoading: (membersQ.loading && !membersQ.data) || (invitationsQ.loading && !invitationsQ.data),
    members: {
      all: members,
      shown: shownMembers,
      loading: membersQ.loading && !membersQ.data,
      error: membersQ.error && !membersQ.data ? membersQ.error : undefined,
      loaded: Boolean(membersQ.data),
      retry: () => void membersQ.refetch(),
      updatingId,
      changeRole: (m: MemberView, role: AssignableRole) => void changeRole(m, role),
    },
    invitations: {
      all: invitations,
      shown: shownInvitations,
      loading: invitationsQ.loading && !invitationsQ.data,
      error: invitationsQ.error && !invitationsQ.data ? invitationsQ.error : undefined,
      retry: () => void invitationsQ.refetch(),
    },
    inviteDialog: {
      open: inviteOpen,
      openInvite,
      pending: inviteState.loading,
      error: inviteError,
      success: inviteSuccess,
      submit: (v: InviteValues) => void submitInvite(v),
      close: () => setInviteOpen(false),
      another: () => {
        setInviteError(null);
        setInviteSuccess(null);
      },
    },
    confirm: {
      open: confirm?.kind ?? null,
      shown,
      ask: (c: NonNullable<Confirm>) => {
        setShown(c);
        setConfirm(c);
      },
      run: () => void runConfirm(),
      close: () => setConfirm(null),
      pending: { remove: removeState.loading, cancel: cancelState.loading, reissue: reissueState.loading },
    },
    limit,
    closeLimit: () => setLimit(null),
  };
}

export type UsersPageModel = ReturnType<typeof useUsersPage>;
