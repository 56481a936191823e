import { graphql } from '../generated';

export const USER_INFO = graphql(`
  query UserInfo {
    userInfo { id fullName email }
  }
`);

export const VALIDATE_USER_INFO = graphql(`
  mutation ValidateUserInfo {
    validateUserInfo {
      user { id fullName email }
    }
  }
`);

export const AUTO_ACCEPT_INVITATIONS = graphql(`
  mutation AutoAcceptInvitations {
    autoAcceptInvitations { message total }
  }
`);

export const ACCEPT_INVITATION = graphql(`
  mutation AcceptInvitation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) { message role project { id name } }
  }
`);
