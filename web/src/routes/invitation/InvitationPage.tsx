import { InvalidInvitation, InvitationFrame, InvitationLoading, ValidInvitation } from './InvitationParts';
import { useInvitationPage } from './useInvitationPage';

export { INVITATION_TEXTS } from './invitationModel';

/** Invitation page (spec §2): public; the token comes from the path or the `token` query parameter. */
export default function InvitationPage() {
  const p = useInvitationPage();
  return (
    <InvitationFrame>
      {p.loading || p.load.state === 'loading' ? (
        <InvitationLoading />
      ) : p.load.state === 'invalid' ? (
        <InvalidInvitation message={p.load.message} onHome={p.goHome} />
      ) : (
        <ValidInvitation
          details={p.load.details}
          signedIn={p.signedIn}
          signedInEmail={p.signedInEmail}
          accepting={p.accepting}
          onAccept={p.accept}
          onSignIn={p.signIn}
          onSignUp={p.signUp}
          onHome={p.goHome}
        />
      )}
    </InvitationFrame>
  );
}
