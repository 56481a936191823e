import { useEffect, useState } from 'react';
import type { TokenScope } from '@flagstream/domain';
import { errorDetail } from '../environments/feedback';
import { DEFAULT_EXPIRY_DAYS, roleIn, scopeChoices, tokenNameError } from './tokensModel';
import type { NewToken } from './useTokens';

export type TokenKind = 'personal' | 'project';
export interface CreatedToken {
  token: string;
  name: string;
}

/**
 * The New Token dialog's fields and call: reset each time it opens (the first project chosen); a
 * project change sets the scope back to read; after creation it holds the token, shown once.
 */
export function useCreateTokenForm({
  open,
  projects,
  fixedKind,
  onCreate,
}: {
  open: boolean;
  projects: ReadonlyArray<{ id: string; name: string; role: string }>;
  fixedKind?: 'personal';
  onCreate: (t: NewToken) => Promise<CreatedToken>;
}) {
  const [name, setName] = useState('');
  const [projectId, setProjectId] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [kind, setKind] = useState<TokenKind>('personal');
  const [days, setDays] = useState<number | null>(DEFAULT_EXPIRY_DAYS);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedToken | null>(null);
  useEffect(() => {
    if (!open) return;
    setName('');
    setScope('read');
    setKind('personal');
    setDays(DEFAULT_EXPIRY_DAYS);
    setError(null);
    setCreated(null);
    setPending(false);
    setProjectId(projects[0]?.id ?? '');
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const role = roleIn(projects, projectId);
  const submit = async () => {
    const refused = tokenNameError(name);
    if (refused) {
      setError(refused);
      return;
    }
    setPending(true);
    setError(null);
    try {
      setCreated(await onCreate({ projectId, name: name.trim(), kind: fixedKind ?? kind, scope, expiresInDays: days }));
    } catch (e) {
      setError(errorDetail(e) ?? 'Failed to create token');
    } finally {
      setPending(false);
    }
  };

  return {
    name,
    setName,
    projectId,
    chooseProject: (id: string) => {
      setProjectId(id);
      setScope('read');
    },
    scope,
    setScope,
    scopes: scopeChoices(role),
    kind,
    setKind,
    days,
    setDays,
    pending,
    error,
    created,
    submit,
  };
}

export type CreateTokenForm = ReturnType<typeof useCreateTokenForm>;
