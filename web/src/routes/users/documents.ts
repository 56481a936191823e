import { graphql } from '../../apollo/generated';

/** What the screen's rules (search, stats, who may act on whom) read of a member, and the row's fragment. */
export const USERS_PAGE_MEMBER = graphql(`
  fragment UsersPage_member on Member {
    id role status lastActive joinedAt
    user { id fullName email lastLogin }
    ...MemberRow_member
  }
`);

/** The same for an invitation. Invite and a new link answer with it, so the list updates from the cache. */
export const USERS_PAGE_INVITATION = graphql(`
  fragment UsersPage_invitation on Invitation {
    id email role status expiresAt
    invitedBy { id name }
    ...InvitationRow_invitation
  }
`);

/** GET /projects/{id}/members: the owner first (member id "owner"), then the team. */
export const USERS_PAGE_MEMBERS = graphql(`
  query UsersPageMembers($projectId: ID!) {
    projectMembers(projectId: $projectId) { ...UsersPage_member }
  }
`);

/** GET /projects/{id}/invitations: the pending ones. */
export const USERS_PAGE_INVITATIONS = graphql(`
  query UsersPageInvitations($projectId: ID!) {
    projectInvitations(projectId: $projectId) { ...UsersPage_invitation }
  }
`);

/** The plan's team-member cap, to open the limit dialog before the invite form. */
export const USERS_PAGE_PLAN = graphql(`
  query UsersPagePlan($projectId: ID!) {
    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxTeamMembers } }
  }
`);

/** POST /projects/{id}/invite: the answer carries the link, once. */
export const USERS_PAGE_INVITE = graphql(`
  mutation UsersPageInviteMember($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      message
      invitation { token invitationUrl ...UsersPage_invitation }
    }
  }
`);

/** POST /invitations/{id}/reissue: a new link (shown once); the old one stops working. */
export const USERS_PAGE_REISSUE = graphql(`
  mutation UsersPageReissueInvitation($id: ID!) {
    reissueInvitation(input: { id: $id }) {
      message
      invitation { token invitationUrl ...UsersPage_invitation }
    }
  }
`);

export const USERS_PAGE_UPDATE_ROLE = graphql(`
  mutation UsersPageUpdateMemberRole($projectId: ID!, $memberId: ID!, $role: Role!) {
    updateMemberRole(input: { projectId: $projectId, memberId: $memberId, role: $role }) {
      message
      member { id role }
    }
  }
`);

export const USERS_PAGE_REMOVE_MEMBER = graphql(`
  mutation UsersPageRemoveMember($projectId: ID!, $memberId: ID!) {
    removeMember(input: { projectId: $projectId, memberId: $memberId }) { deletedId message }
  }
`);

export const USERS_PAGE_CANCEL_INVITATION = graphql(`
  mutation UsersPageCancelInvitation($id: ID!) {
    cancelInvitation(input: { id: $id }) { deletedId message }
  }
`);
