/**
 * The routed-path reference: a bare fastify app (no plugins, no hooks, no logger) answering
 * GET /healthz and GET /rest with the bodies the gateway sends for them.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [restFile, port] = process.argv.slice(2) as [string, string];
const rest = readFileSync(restFile);
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/rest', async (_req, reply) => reply.type('application/json; charset=utf-8').send(rest));
await app.listen({ port: Number(port), host: '127.0.0.1' });
