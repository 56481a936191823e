import type { Page } from 'playwright-core';
import { devUserId } from './server';
import type { E2eServer } from './server';

/** What the flag e2e tests read back of a project. */
export interface SeedEnv {
  id: string;
  uuid: string;
  name: string;
  api_key?: string;
}
export interface SeedFlag {
  id: string;
  key: string;
  name: string;
  type: string;
}
export interface SeedProject {
  id: string;
  uuid: string;
  name: string;
  environments: SeedEnv[];
  feature_flags: SeedFlag[];
}

/** A GraphQL call with a dev token for `email` (the same API the web app uses). */
export async function gql<T = Record<string, unknown>>(server: E2eServer, email: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const t = await fetch(`${server.url}/api/dev-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: devUserId(email), name: email.split('@')[0], email }),
  });
  const { token } = (await t.json()) as { token: string };
  const r = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await r.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}

/** Signs a browser page in as a dev user (the development identity provider's session), then opens `path`. */
export async function signIn(page: Page, server: E2eServer, user: { name: string; email: string }, path = '/'): Promise<void> {
  await page.goto(`${server.url}/sign-in`);
  await page.evaluate(
    async (u) => {
      const r = await fetch('/api/dev-auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(u) });
      const { token } = (await r.json()) as { token: string };
      const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
      localStorage.setItem(
        'flagstream.devSession',
        JSON.stringify({ token, user: { id: u.userId, name: u.name, email: u.email }, expiresAt: payload.exp * 1000 }),
      );
    },
    { userId: devUserId(user.email), name: user.name, email: user.email },
  );
  await page.goto(`${server.url}${path}`);
}

/** Puts the project on a paid plan through the real command path, as a confirmed payment would. */
export async function applyPlan(
  server: E2eServer,
  projectId: string,
  owner: { name: string; email: string },
  planId: string,
  variant: 'Month' | 'Year',
  amount: number,
): Promise<void> {
  const r = await server.rt.commands.project(
    projectId,
    { kind: 'ApplyPlanPayment', planId, variant, type: 'SUBSCRIPTION', orderId: `seed-${planId}-${variant}-${projectId.slice(0, 8)}`, amount },
    { actor: { id: devUserId(owner.email), name: owner.name, email: owner.email } },
  );
  await server.rt.waitFor(r.position);
}

export async function myProject(server: E2eServer, email: string, name: string): Promise<SeedProject> {
  const r = await server.api<{ data: SeedProject[] }>(email, 'GET', '/projects/my-projects');
  const p = r.data.find((x) => x.name === name);
  if (!p) throw new Error(`no project ${name}`);
  return p;
}
