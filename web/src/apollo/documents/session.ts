import { graphql } from '../generated';

export const USER_INFO = graphql(`
  query UserInfo {
    userInfo { id full_name email }
  }
`);

export const VALIDATE_USER_INFO = graphql(`
  mutation ValidateUserInfo {
    validateUserInfo { id full_name email }
  }
`);

export const AUTO_ACCEPT_INVITATIONS = graphql(`
  mutation AutoAcceptInvitations {
    autoAcceptInvitations { message meta { total message } }
  }
`);

export const ACCEPT_INVITATION = graphql(`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(token: $token) { message role project { id name } }
  }
`);
