import { SignIn, SignUp } from '@clerk/react';

/** Clerk's hosted forms; only loaded when Clerk is configured. */
export const ClerkSignIn = () => <SignIn routing="path" path="/sign-in" signUpUrl="/sign-up" forceRedirectUrl="/" />;
export const ClerkSignUp = () => <SignUp routing="path" path="/sign-up" signInUrl="/sign-in" forceRedirectUrl="/" />;
