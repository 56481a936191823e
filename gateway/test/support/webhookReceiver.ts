import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got, with what its own signature check said. */
export interface Received {
  deliveryId: string;
  eventType: string;
  webhookId: string;
  signatureValid: boolean;
  body: any;
  raw: string;
  /** what the receiver answered */
  status: number;
}

/**
 * The check every receiver runs (the README's snippet, in TypeScript): HMAC-SHA256 of
 * `${t}.${rawBody}` with the webhook's secret, compared in constant time, with `t` at most five
 * minutes from the receiver's clock.
 */
export function receiverVerifies(secret: string, header: string | undefined, rawBody: string, nowMs = Date.now()): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowMs / 1000 - t) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface Receiver {
  url: string;
  received: Received[];
  /** the secret of each webhook id (to verify signatures) */
  secrets: Map<string, string>;
  /** decides the answer for the n-th request (0-based): a status, or 'hang' to never answer */
  respond: (n: number, r: Omit<Received, 'status'>) => number | 'hang';
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const hanging = new Set<ServerResponse>();
  let n = 0;
  const r: Receiver = {
    url: '',
    received,
    secrets: new Map(),
    respond: () => 200,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const webhookId = String(req.headers['flagstream-webhook'] ?? '');
      const secret = r.secrets.get(webhookId) ?? '';
      let body: any = null;
      try {
        body = JSON.parse(raw);
      } catch {
        /* kept as raw */
      }
      const got = {
        deliveryId: String(req.headers['flagstream-delivery'] ?? ''),
        eventType: String(req.headers['flagstream-event'] ?? ''),
        webhookId,
        signatureValid: receiverVerifies(secret, req.headers['flagstream-signature'] as string | undefined, raw),
        body,
        raw,
      };
      const answer = r.respond(n++, got);
      if (answer === 'hang') {
        hanging.add(res);
        received.push({ ...got, status: 0 });
        return;
      }
      received.push({ ...got, status: answer });
      res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return r;
}
