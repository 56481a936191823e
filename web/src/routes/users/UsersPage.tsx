import { Button, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import PersonAddRoundedIcon from '@mui/icons-material/PersonAddRounded';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { LimitReachedDialog } from '../../components/LimitReachedDialog';
import { useProjects } from '../../state/ProjectsProvider';
import { useAuth } from '../../auth/authContext';
import { ViewOnlyChip } from '../environments/feedback';
import { MemberStats } from './MemberStats';
import { ListSkeleton, MembersList } from './MembersList';
import { InvitationsList } from './InvitationsList';
import { InviteDialog } from './InviteDialog';
import { MemberConfirmDialogs } from './MemberConfirmDialogs';
import { MEMBER_ERRORS, peopleFound } from './usersModel';
import { useUsersPage } from './useUsersPage';
import type { UsersPageModel } from './useUsersPage';
import { ListSearchField } from '../../components/ListSearchField';

const InviteButton = styled(Button)(({ theme }) => ({ flex: 1, [theme.breakpoints.up('sm')]: { flex: 'none' } }));
const Toolbar = styled(Stack)(({ theme }) => ({
  marginBottom: theme.spacing(3),
  alignItems: 'stretch',
  justifyContent: 'space-between',
  [theme.breakpoints.up('sm')]: { alignItems: 'center' },
}));

function UsersHeader({ s, projectName }: { s: UsersPageModel; projectName: string }) {
  return (
    <PageHeader
      title="Team Members"
      subtitle={
        <>
          Manage who can access{' '}
          <Typography variant="strong" component="strong">
            {projectName}
          </Typography>{' '}
          and what they can do.
        </>
      }
      actions={
        s.canInvite ? (
          <InviteButton variant="contained" startIcon={<PersonAddRoundedIcon />} onClick={s.inviteDialog.openInvite}>
            Invite Team Member
          </InviteButton>
        ) : (
          <ViewOnlyChip />
        )
      }
    />
  );
}

/** The search field and, while searching, how many people match. */
function PeopleSearch({ s }: { s: UsersPageModel }) {
  const { members, invitations } = s;
  return (
    <Toolbar direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <ListSearchField placeholder="Search members..." ariaLabel="Search members" value={s.search} onSearch={s.setSearch} />
      {members.loaded && s.searching && (
        <Typography variant="body2" color="text.secondary">
          {peopleFound(members.shown.length + invitations.shown.length, members.all.length + invitations.all.length)}
        </Typography>
      )}
    </Toolbar>
  );
}

/** Pending invitations, then the active members, each with its loading and error state. */
function PeopleLists({ s }: { s: UsersPageModel }) {
  const { members, invitations } = s;
  return (
    <Stack spacing={3}>
      {invitations.loading ? (
        <ListSkeleton rows={2} />
      ) : (
        <InvitationsList
          invitations={invitations.shown}
          total={invitations.all.length}
          searching={s.searching}
          actorRole={s.actorRole}
          canInvite={s.canInvite}
          onCancel={(invitation) => s.confirm.ask({ kind: 'cancel', invitation })}
          onReissue={(invitation) => s.confirm.ask({ kind: 'reissue', invitation })}
          onInvite={s.inviteDialog.openInvite}
          error={
            invitations.error ? <ErrorState title={MEMBER_ERRORS.invitations} message={invitations.error.message} onRetry={invitations.retry} /> : undefined
          }
        />
      )}
      {members.loading ? (
        <ListSkeleton rows={4} />
      ) : members.error ? (
        <ErrorState title={MEMBER_ERRORS.members} message={members.error.message} onRetry={members.retry} />
      ) : (
        <MembersList
          members={members.shown}
          total={members.all.length}
          searching={s.searching}
          meId={s.meId}
          actorRole={s.actorRole}
          canManageMembers={s.canManageMembers}
          updatingId={members.updatingId}
          onRoleChange={members.changeRole}
          onRemove={(member) => s.confirm.ask({ kind: 'remove', member })}
          onLeave={(member) => s.confirm.ask({ kind: 'leave', member })}
        />
      )}
    </Stack>
  );
}

/** The invite dialog, the confirmations and the plan limit. */
function UsersDialogs({ s, projectName }: { s: UsersPageModel; projectName: string }) {
  return (
    <>
      <InviteDialog
        open={s.inviteDialog.open}
        projectName={projectName}
        grantable={s.grantable}
        pending={s.inviteDialog.pending}
        error={s.inviteDialog.error}
        success={s.inviteDialog.success}
        onSubmit={s.inviteDialog.submit}
        onClose={s.inviteDialog.close}
        onInviteAnother={s.inviteDialog.another}
      />
      <MemberConfirmDialogs confirm={s.confirm} projectName={projectName} />
      <LimitReachedDialog info={s.limit} onClose={s.closeLimit} />
    </>
  );
}

/** Team Members (spec §2): stats, search, pending invitations, active members, the invite dialog. */
export default function UsersPage() {
  const { current, loading: projectsLoading } = useProjects();
  const { user } = useAuth();
  const s = useUsersPage(current, user?.id);

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
  return (
    <div>
      <UsersHeader s={s} projectName={current.name} />
      <MemberStats stats={s.stats} loading={s.statsLoading} />
      <PeopleSearch s={s} />
      <PeopleLists s={s} />
      <UsersDialogs s={s} projectName={current.name} />
    </div>
  );
}
