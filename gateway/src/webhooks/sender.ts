import { createHmac, timingSafeEqual } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import {
  DELIVERY_ID_HEADER,
  EVENT_TYPE_HEADER,
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOK_ID_HEADER,
  formatSignatureHeader,
  parseSignatureHeader,
  signedText,
} from '@flagstream/domain';
import { RefusedAddressError, guardedLookup, isPrivateAddress } from './ssrf';

/** HMAC-SHA256 hex of `${t}.${body}` with the webhook's secret. */
export const signature = (secret: string, timestampSeconds: number, body: string): string =>
  createHmac('sha256', secret).update(signedText(timestampSeconds, body), 'utf8').digest('hex');

/** The `flagstream-signature` header for a body sent at `nowMs`. */
export const signatureHeader = (secret: string, nowMs: number, body: string): string => {
  const t = Math.floor(nowMs / 1000);
  return formatSignatureHeader(t, [signature(secret, t, body)]);
};

/**
 * What a receiver does (the README shows the same in a few lines): recompute over the raw body,
 * compare in constant time, refuse a timestamp further than the tolerance from its clock.
 */
export function verifySignature(
  secret: string,
  header: string | null | undefined,
  rawBody: string,
  nowMs = Date.now(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parsed = parseSignatureHeader(header);
  if (!parsed || Math.abs(Math.floor(nowMs / 1000) - parsed.timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signature(secret, parsed.timestamp, rawBody), 'hex');
  return parsed.signatures.some((s) => {
    const got = Buffer.from(s, 'hex');
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
}

export interface SendResult {
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  ok: boolean;
}

export interface SendOptions {
  url: string;
  secret: string;
  body: string;
  deliveryId: string;
  eventType: string;
  webhookId: string;
  now: number;
  timeoutMs: number;
  allowPrivate: boolean;
  signal?: AbortSignal;
}

/** Reads at most this much of a receiver's answer (and drops it). */
const MAX_RESPONSE_BYTES = 4096;

/** POSTs one signed delivery. Only a 2xx counts; redirects are not followed (a 3xx is a failure). */
export function sendDelivery(o: SendOptions): Promise<SendResult> {
  const t0 = performance.now();
  const done = (statusCode: number | null, error: string | null): SendResult => ({
    statusCode,
    error,
    latencyMs: Math.round(performance.now() - t0),
    ok: error === null && statusCode !== null && statusCode >= 200 && statusCode < 300,
  });
  return new Promise((resolve) => {
    let u: URL;
    try {
      u = new URL(o.url);
    } catch {
      resolve(done(null, 'invalid URL'));
      return;
    }
    const host = u.hostname.replace(/^\[|\]$/g, '');
    // A literal address skips DNS (and so the guarded lookup): check it here.
    if (!o.allowPrivate && isIP(host) && isPrivateAddress(host)) {
      resolve(done(null, new RefusedAddressError(host).message));
      return;
    }
    const request = u.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = request(
      u,
      {
        method: 'POST',
        lookup: guardedLookup(o.allowPrivate) as never,
        timeout: o.timeoutMs,
        ...(o.signal ? { signal: o.signal } : {}),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(o.body),
          'user-agent': 'Flagstream-Webhooks/1',
          [SIGNATURE_HEADER]: signatureHeader(o.secret, o.now, o.body),
          [DELIVERY_ID_HEADER]: o.deliveryId,
          [EVENT_TYPE_HEADER]: o.eventType,
          [WEBHOOK_ID_HEADER]: o.webhookId,
        },
      },
      (res) => {
        let seen = 0;
        res.on('data', (chunk: Buffer) => {
          seen += chunk.length;
          if (seen > MAX_RESPONSE_BYTES) res.destroy();
        });
        const finish = () =>
          resolve(done(res.statusCode ?? null, res.statusCode && res.statusCode >= 200 && res.statusCode < 300 ? null : `HTTP ${res.statusCode}`));
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${o.timeoutMs} ms`)));
    req.on('error', (e) => resolve(done(null, e.message.slice(0, 300))));
    req.end(o.body);
  });
}
