/**
 * Secrets never reach the logs, through the paths rest.security.test.ts does not take: GraphQL
 * (tokens and keys in variables, inline in the document, in a GET URL, in answers), payments
 * (the PayPal client secret and access tokens between the gateway and the provider), the
 * metrics token, forged session tokens, and the development signing key. The test reads every
 * line the gateway logs at level trace.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_AUTH_KEY_FILE } from '../src/auth';
import { SIMULATOR_CLIENT_ID, SIMULATOR_CLIENT_SECRET } from '../src/payments/paypalSimulator';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import { profile, signIn } from './support/restClient';
import type { RestClient } from './support/restClient';
import { gql } from './support/gqlClient';

const dir = mkdtempSync(join(tmpdir(), 'flagstream-sec-logs-'));
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const logLines: string[] = [];
let gw: TestGateway;
let owner: RestClient;

beforeAll(async () => {
  gw = await startTestGateway({
    env: {
      DEV_AUTH_KEY_DIR: join(dir, 'keys'),
      LOG_LEVEL: 'trace',
      METRICS_TOKEN,
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
    },
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  owner = await signIn(gw.url, profile('logowner'));
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('logs', () => {
  it('carry no token, key or secret that went through GraphQL, payments, metrics or sign-in', async () => {
    const before = logLines.length;
    const secrets: Array<[string, string]> = [['session token', owner.token!]];
    const p = await owner.must('POST', '/projects', { data: { name: 'Logged', description: 'd', settings: { environments: ['development'] } } });
    const env = p.environments[0];
    secrets.push(['API key', env.api_key]);

    // GraphQL: a key regenerated (in the answer), an invitation token in variables, inline, and in a GET URL
    const regenerated = await gql(
      gw.url,
      'mutation ($id: ID!) { regenerateApiKey(input: { id: $id }) { environment { apiKey } } }',
      { id: env.id },
      owner.token,
    );
    secrets.push(['regenerated API key', regenerated.data.regenerateApiKey.environment.apiKey]);
    secrets.push(['client key', env.client_key]);
    const regeneratedClient = await gql(
      gw.url,
      'mutation ($id: ID!) { regenerateClientKey(input: { id: $id }) { environment { clientKey } } }',
      { id: env.id },
      owner.token,
    );
    secrets.push(['regenerated client key', regeneratedClient.data.regenerateClientKey.environment.clientKey]);
    const invitee = profile('loginvitee');
    const inv = await gql(
      gw.url,
      'mutation ($p: ID!, $e: String!) { inviteMember(input: { projectId: $p, email: $e }) { invitation { token } } }',
      { p: p.id, e: invitee.email },
      owner.token,
    );
    const token = inv.data.inviteMember.invitation.token as string;
    secrets.push(['invitation token', token]);
    await gql(gw.url, 'query ($t: String!) { invitationDetails(token: $t) { email } }', { t: token });
    await gql(gw.url, `{ invitationDetails(token: "${token}") { email } }`);
    for (const url of [
      `/graphql?query=${encodeURIComponent(`{ invitationDetails(token: "${token}") { email } }`)}`,
      `/graphql?query=${encodeURIComponent('query ($t: String!) { invitationDetails(token: $t) { email } }')}&variables=${encodeURIComponent(JSON.stringify({ t: token }))}`,
    ]) {
      const r = await fetch(`${gw.url}${url}`, { headers: { 'apollo-require-preflight': 'true' } });
      expect(r.status).toBe(200);
      await r.arrayBuffer();
    }
    const joined = await signIn(gw.url, invitee);
    secrets.push(['session token', joined.token!]);
    await gql(gw.url, 'mutation ($t: String!) { acceptInvitation(input: { token: $t }) { role } }', { t: token }, joined.token);
    // a forged session token and an API key used as one
    const forged = `${owner.token!.slice(0, -8)}AAAAAAAA`;
    secrets.push(['forged session token', forged]);
    await gql(gw.url, '{ myProjects { id } }', undefined, forged);
    await gql(gw.url, '{ myProjects { id } }', undefined, env.api_key);

    // payments: the gateway authenticates to the provider with the client secret and gets access tokens
    const order = await owner.must('POST', '/payments/order', { project_id: p.id, plan_id: 'starter', variant: 'Month', type: 'SUBSCRIPTION' });
    await owner.must('POST', '/payments/create', { project_id: p.id, plan_id: 'starter', variant: 'Month', type: 'SUBSCRIPTION', order_id: order.order_id });
    await (await fetch(`${gw.url}/paypal-sim/checkoutnow/${order.order_id}/approve`, { method: 'POST' })).arrayBuffer();
    await owner.must('POST', '/payments/confirm', { order_id: order.order_id });
    secrets.push(['PayPal client secret', SIMULATOR_CLIENT_SECRET]);
    const basic = Buffer.from(`${SIMULATOR_CLIENT_ID}:${SIMULATOR_CLIENT_SECRET}`).toString('base64');
    const issued = await fetch(`${gw.url}/paypal-sim/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const accessToken = ((await issued.json()) as { access_token?: string }).access_token;
    if (accessToken) secrets.push(['PayPal access token', accessToken]);
    secrets.push(['Basic credentials', basic]);

    // metrics: with and without the token
    for (const auth of [`Bearer ${METRICS_TOKEN}`, 'Bearer wrong-metrics-token-xxxxxxxx'])
      await (await fetch(`${gw.url}/metrics`, { headers: { authorization: auth } })).arrayBuffer();
    secrets.push(['metrics token', METRICS_TOKEN]);

    // the development signing key (its PEM body)
    const pem = readFileSync(join(dir, 'keys', DEV_AUTH_KEY_FILE), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('-----'))
      .join('');
    secrets.push(['development signing key', pem.slice(40, 80)]);

    const written = logLines.slice(before);
    const text = written.join('');
    // the capture works: these requests were logged (one line per request)
    expect(written.length).toBeGreaterThan(15);
    expect(text).toContain('"url":"/graphql"');
    expect(text).toContain('/payments/confirm');
    expect(text).toContain('"url":"/graphql?query=[redacted]&variables=[redacted]"');
    for (const [what, s] of secrets) {
      expect(text.includes(s), `a ${what} reached the logs`).toBe(false);
      expect(text.includes(s.slice(-20)), `the tail of a ${what} reached the logs`).toBe(false);
      expect(text.includes(encodeURIComponent(s)), `a URL-encoded ${what} reached the logs`).toBe(false);
    }
  });
});
