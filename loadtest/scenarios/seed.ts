import { api, seedProject } from '../bench/seed';
import type { Seeded } from '../bench/seed';
import { ofrepEtagKey } from './requests';

/** The bench's project plus what the load-test scenarios read: overrides, every config document and its ETag. */
export interface ScenarioSeed extends Seeded {
  base: string;
  overrides: Array<{ id: string; uuid: string; environmentId: string; environmentUuid: string }>;
  /** path and query of every public config document: 3 environments and 2 overrides */
  configPaths: string[];
  /** the ETag each config document (by path) and each environment's bulk OFREP evaluation (by ofrepEtagKey) had after seeding */
  etags: Map<string, string>;
  /** each environment's variables after seeding (the REST write path PUTs the whole map) */
  variables: Map<string, Record<string, unknown>>;
}

/**
 * Seeds through the REST API, as a client would: the bench's project (`flagCount` flags of every
 * type, 3 environments with variables) and two active overrides in two environments.
 */
export async function seedScenarios(base: string, flagCount = 50): Promise<ScenarioSeed> {
  const seeded = await seedProject(base, flagCount);
  const { token, projectId, environments, flags } = seeded;
  const bool = flags.find((f) => f.type === 'boolean')!;
  const num = flags.find((f) => f.type === 'number')!;
  const overrides: ScenarioSeed['overrides'] = [];
  for (const [i, env] of environments.slice(0, 2).entries()) {
    const o = (
      await api<{ data: { id: string; uuid: string } }>(base, 'POST', '/api/overrides', token, {
        data: {
          name: `QA run ${i + 1}`,
          description: 'Load-test override',
          project: projectId,
          environment: env.id,
          is_active: true,
          priority: i,
          feature_flag_values: { [bool.key]: { value: i === 0, enabled: true }, [num.key]: { value: 1000 + i, enabled: true } },
        },
      })
    ).data;
    overrides.push({ id: o.id, uuid: o.uuid, environmentId: env.id, environmentUuid: env.uuid });
  }
  const configPaths = [
    ...environments.map((e) => `/api/config/${seeded.projectUuid}?environmentUuid=${e.uuid}`),
    ...overrides.map((o) => `/api/config/${seeded.projectUuid}?environmentUuid=${o.environmentUuid}&overrideUuid=${o.uuid}`),
  ];
  const etags = new Map<string, string>();
  for (const path of configPaths) {
    // The identity representation's ETag (fetch would ask for a compressed one, which has its own ETag).
    const r = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`GET ${path} -> ${r.status} after seeding`);
    etags.set(path, r.headers.get('etag') ?? '');
  }
  for (const env of environments) {
    const r = await fetch(`${base}/ofrep/v1/evaluate/flags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', 'x-api-key': env.apiKey },
      // the body the profile's ofrep scenarios send (loadtest/bench/scenarios.ts): the ETag is the answer's, for that context
      body: '{"context":{"targetingKey":"user-1"}}',
    });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`OFREP bulk evaluation in environment ${env.id} -> ${r.status} after seeding`);
    etags.set(ofrepEtagKey(env.uuid), r.headers.get('etag') ?? '');
  }
  const variables = new Map<string, Record<string, unknown>>();
  for (const env of environments) {
    variables.set(env.id, (await api<{ data: { variables: Record<string, unknown> } }>(base, 'GET', `/api/environments/${env.id}`, token)).data.variables);
  }
  return { ...seeded, base, overrides, configPaths, etags, variables };
}
