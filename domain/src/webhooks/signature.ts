/**
 * The webhook signature scheme, shared by the sender (gateway) and anyone verifying: the
 * signature is HMAC-SHA256, keyed with the webhook's secret, over `${t}.${body}` where `t` is
 * the Unix time in seconds when it was sent; the header reads `t=<t>,v1=<hex>`. A receiver
 * recomputes it over the raw body bytes, compares in constant time, and refuses a `t` more than
 * SIGNATURE_TOLERANCE_SECONDS away from its clock, so a captured delivery cannot be replayed later.
 */
export const SIGNATURE_HEADER = 'flagstream-signature';
/** the same for every attempt of one delivery: receivers use it to drop duplicates */
export const DELIVERY_ID_HEADER = 'flagstream-delivery';
export const EVENT_TYPE_HEADER = 'flagstream-event';
export const WEBHOOK_ID_HEADER = 'flagstream-webhook';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The exact text that is signed. */
export const signedText = (timestampSeconds: number, body: string): string => `${timestampSeconds}.${body}`;

export const formatSignatureHeader = (timestampSeconds: number, hexSignatures: readonly string[]): string =>
  [`t=${timestampSeconds}`, ...hexSignatures.map((s) => `v1=${s}`)].join(',');

/** `t` and every `v1` of a header (during a secret rotation a sender may send several), or null when malformed. */
export function parseSignatureHeader(header: string | null | undefined): { timestamp: number; signatures: string[] } | null {
  if (typeof header !== 'string' || header.length > 1000) return null;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.trim().split('=', 2);
    if (k === 't' && v && /^\d{1,12}$/.test(v)) timestamp = Number(v);
    else if (k === 'v1' && v && /^[0-9a-f]{64}$/.test(v)) signatures.push(v);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** The id of one delivery of one event to one webhook: the same on every retry and redelivery. */
export const deliveryIdOf = (webhookId: string, eventId: string): string => `${webhookId}.${eventId}`;
