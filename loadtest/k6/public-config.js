// k6: the public config endpoint as applications poll it. Every document (3 environments and
// 2 overrides); PUBLIC_CONFIG_NOT_MODIFIED_SHARE (default 0.8) of the requests carry
// If-None-Match with the newest ETag the VU has seen (304), the rest fetch the full document (200).
//   k6 run -e BASE_URL=http://localhost:4000 loadtest/k6/public-config.js
// Existing data instead of seeding: -e PROJECT_UUID=… -e ENVIRONMENT_UUIDS=uuid1,uuid2[,…]
//   [-e OVERRIDES=environmentUuid:overrideUuid,…]  (no sign-in needed: the endpoint is public)
import http from 'k6/http';
import { check } from 'k6';
import { Rate } from 'k6/metrics';
import exec from 'k6/execution';
import { BASE_URL, projectForTest, scenarioOptions } from './lib/common.js';

const TARGETS = JSON.parse(open('../scenarios/targets.json'));
const NAME = 'public-config';
const SHARE = Number(__ENV.PUBLIC_CONFIG_NOT_MODIFIED_SHARE || TARGETS.scenarios[NAME].notModifiedShare);

export const options = scenarioOptions(TARGETS, NAME);

const notModified = new Rate('config_not_modified');

function configPaths() {
  if (__ENV.PROJECT_UUID) {
    const envs = (__ENV.ENVIRONMENT_UUIDS || '').split(',').filter(Boolean);
    if (!envs.length) throw new Error('PROJECT_UUID needs ENVIRONMENT_UUIDS (comma separated)');
    const overrides = (__ENV.OVERRIDES || '')
      .split(',')
      .filter(Boolean)
      .map((p) => p.split(':'));
    return [
      ...envs.map((e) => `/api/config/${__ENV.PROJECT_UUID}?environmentUuid=${e}`),
      ...overrides.map(([e, o]) => `/api/config/${__ENV.PROJECT_UUID}?environmentUuid=${e}&overrideUuid=${o}`),
    ];
  }
  const p = projectForTest();
  return [
    ...p.environments.map((e) => `/api/config/${p.projectUuid}?environmentUuid=${e.uuid}`),
    ...p.overrides.map((o) => `/api/config/${p.projectUuid}?environmentUuid=${o.environmentUuid}&overrideUuid=${o.uuid}`),
  ];
}

export function setup() {
  const paths = configPaths();
  const etags = {};
  for (const path of paths) {
    const res = http.get(BASE_URL + path, { tags: { name: 'setup GET /api/config' } });
    if (res.status !== 200) throw new Error(`GET ${path} -> ${res.status}`);
    etags[path] = res.headers.Etag || res.headers.ETag || '';
  }
  return { paths, etags };
}

// The newest ETag this VU has seen per document, as a polling client keeps it.
let seen = null;

export default function (data) {
  if (!seen) seen = Object.assign({}, data.etags);
  const i = exec.scenario.iterationInTest;
  const path = data.paths[i % data.paths.length];
  // Conditional for SHARE of each document's requests, spread evenly.
  const round = Math.floor(i / data.paths.length);
  const conditional = round % 10 < Math.round(SHARE * 10);
  const headers = conditional ? { 'If-None-Match': seen[path] } : {};
  const res = http.get(BASE_URL + path, { headers, tags: { name: conditional ? 'GET /api/config (If-None-Match)' : 'GET /api/config' } });
  const etag = res.headers.Etag || res.headers.ETag;
  if (etag) seen[path] = etag;
  notModified.add(res.status === 304);
  check(res, {
    'config: 200 or 304': (r) => r.status === 200 || r.status === 304,
    'config: has an ETag': () => Boolean(etag),
    'config: 200 carries the document': (r) => r.status !== 200 || String(r.body).indexOf('"flags"') >= 0,
  });
}
