/** Creates, through the REST API, the bench's project: 50 flags of every type (~20 KB of config) and 3 environments. */
export interface Seeded {
  token: string;
  projectId: string;
  projectUuid: string;
  environmentUuid: string;
  environmentIds: string[];
  hotFlagId: string;
  hotFlagKey: string;
  configUrl: string;
  /** every flag created, in order */
  flags: Array<{ id: string; key: string; type: 'boolean' | 'string' | 'number' | 'json' }>;
  /** the project's environments with their API keys (for OFREP) */
  environments: Array<{ id: string; uuid: string; apiKey: string }>;
}

async function call<T>(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const r = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path} -> ${r.status} ${text}`);
  return JSON.parse(text) as T;
}

export const api = call;

export async function devToken(base: string, userId = 'bench-user'): Promise<string> {
  return (await call<{ token: string }>(base, 'POST', '/api/dev-auth/token', null, { userId, name: 'Bench User', email: `${userId}@example.com` })).token;
}

/** `flagCount` below 50 fits servers with the real plans (the Free plan allows 10 flags). */
export async function seedProject(base: string, flagCount = 50): Promise<Seeded> {
  const token = await devToken(base);
  await call(base, 'GET', '/api/user-info/validate', token);
  // The Free plan caps flags at 10: the bench runs with a catalogue whose free plan is unlimited (PLANS_FILE).
  const project = (
    await call<{ data: { id: string; uuid: string; environments: Array<{ id: string; uuid: string; api_key: string }> } }>(
      base,
      'POST',
      '/api/projects',
      token,
      {
        data: { name: 'Bench Storefront', description: 'A storefront with fifty flags across three environments' },
      },
    )
  ).data;
  const types = ['boolean', 'string', 'number', 'json'] as const;
  let hotFlagId = '';
  let hotFlagKey = '';
  const flags: Seeded['flags'] = [];
  for (let i = 0; i < flagCount; i++) {
    const type = types[i % 4]!;
    const value =
      type === 'boolean'
        ? 'true'
        : type === 'number'
          ? String(i * 10)
          : type === 'string'
            ? `variant-${i}: ${'The quick brown fox jumps over the lazy dog. '.repeat(4)}`
            : JSON.stringify({
                theme: 'dark',
                limits: { items: i, pages: [1, 2, 3, 4, 5] },
                label: `Flag ${i}`,
                copy: { title: 'Spring sale', subtitle: 'Up to 40% off selected items', cta: 'Shop now' },
                regions: ['eu-west', 'us-east', 'ap-south'],
              });
    const f = (
      await call<{ data: { id: string; key: string } }>(base, 'POST', '/api/feature-flags', token, {
        data: {
          name: `Storefront checkout experience feature number ${i} (${type})`,
          description: `Controls the storefront behaviour number ${i}, rolled out per environment with overrides for QA.`,
          type,
          value,
          enabled: i % 5 !== 0,
          project: project.id,
        },
      })
    ).data;
    flags.push({ id: f.id, key: f.key, type });
    if (type === 'number' && !hotFlagId) {
      hotFlagId = f.id;
      hotFlagKey = f.key;
    }
    if (i % 3 === 0) {
      const env = project.environments[i % 3]!;
      await call(base, 'PUT', `/api/environments/${env.id}/variables`, token, {
        variables: {
          ...(await call<{ data: { variables: object } }>(base, 'GET', `/api/environments/${env.id}`, token)).data.variables,
          [f.key]: { value: type === 'boolean' ? false : type === 'number' ? i : type === 'string' ? `env-${i}` : { env: true }, enabled: true },
        },
      });
    }
  }
  const env = project.environments[0]!;
  return {
    token,
    projectId: project.id,
    projectUuid: project.uuid,
    environmentUuid: env.uuid,
    environmentIds: project.environments.map((e) => e.id),
    hotFlagId,
    hotFlagKey,
    flags,
    environments: project.environments.map((e) => ({ id: e.id, uuid: e.uuid, apiKey: e.api_key })),
    configUrl: `${base}/api/config/${project.uuid}?environmentUuid=${env.uuid}`,
  };
}
