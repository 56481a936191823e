import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { DEFAULT_INVITE_ROLE } from '@flagstream/domain';
import type { AssignableRole } from '@flagstream/domain';
import { inviteInput, inviteReady } from './usersModel';
import type { InviteValues } from './usersModel';

const EMPTY: InviteValues = { email: '', role: DEFAULT_INVITE_ROLE, message: '' };

/** The Invite dialog's fields: emptied each time it opens for a new invitation; submit sends them trimmed. */
export function useInviteForm({
  open,
  showingLink,
  pending,
  onSubmit,
}: {
  open: boolean;
  showingLink: boolean;
  pending: boolean;
  onSubmit: (v: InviteValues) => void;
}) {
  const [values, setValues] = useState<InviteValues>(EMPTY);
  useEffect(() => {
    if (open && !showingLink) setValues(EMPTY);
  }, [open, showingLink]);
  const ready = inviteReady(values);
  return {
    values,
    ready,
    setEmail: (email: string) => setValues((v) => ({ ...v, email })),
    setRole: (role: AssignableRole) => setValues((v) => ({ ...v, role })),
    setMessage: (message: string) => setValues((v) => ({ ...v, message })),
    submit: (e: FormEvent) => {
      e.preventDefault();
      if (!ready || pending) return;
      onSubmit(inviteInput(values));
    },
  };
}

export type InviteForm = ReturnType<typeof useInviteForm>;
