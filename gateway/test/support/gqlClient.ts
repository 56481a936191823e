import { expect } from 'vitest';

/** One GraphQL error as the gateway formats it: `extensions.code` always, `status` the REST status. */
export interface GqlError {
  message: string;
  path?: Array<string | number>;
  extensions: { code: string; status?: number; details?: Record<string, unknown>; [k: string]: unknown };
}

export interface GqlResponse<T = any> {
  status: number;
  data: T;
  errors?: GqlError[];
}

/** POST /graphql with an optional bearer token. */
export async function gql<T = any>(baseUrl: string, query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResponse<T>> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
  });
  const raw = (await res.json()) as { data: T; errors?: GqlError[] };
  return { status: res.status, data: raw.data, errors: raw.errors };
}

/** Asserts a GraphQL answer failed with one error of `code` (and the REST `status`). */
export function expectGqlError(r: GqlResponse, code: string, status?: number): GqlError {
  expect(r.errors, JSON.stringify(r)).toHaveLength(1);
  const e = r.errors![0]!;
  expect({ code: e.extensions.code, ...(status !== undefined ? { status: e.extensions.status } : {}) }, JSON.stringify(e)).toEqual({
    code,
    ...(status !== undefined ? { status } : {}),
  });
  return e;
}

/** Asserts success and returns the data. */
export function expectGqlOk<T = any>(r: GqlResponse<T>): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  expect(r.status).toBe(200);
  return r.data;
}
