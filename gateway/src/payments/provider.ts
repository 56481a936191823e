import type { AddressInfo } from 'node:net';
import { DomainError } from '@flagstream/domain';
import type { Settings } from '../config/env';
import { PaypalClient } from './paypalClient';
import { PaypalSimulator, SIMULATOR_CLIENT_ID, SIMULATOR_CLIENT_SECRET, SIMULATOR_PREFIX } from './paypalSimulator';

export const PAYPAL_SANDBOX_URL = 'https://api-m.sandbox.paypal.com';

/**
 * - `paypal`: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set; PAYPAL_BASE_URL or the sandbox.
 * - `simulator`: no credentials; the built-in simulator (this gateway's `/paypal-sim`, or
 *   PAYPAL_BASE_URL when set), the default outside production or with PAYPAL_SIMULATOR=1.
 * - `disabled`: no credentials under NODE_ENV=production (or PAYPAL_SIMULATOR=0): payment calls
 *   answer 503 PAYMENTS_NOT_CONFIGURED, the rest of the product works.
 */
export type PaymentMode = 'paypal' | 'simulator' | 'disabled';

type PaymentSettings = Pick<Settings, 'NODE_ENV' | 'PAYPAL_BASE_URL' | 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'PAYPAL_TIMEOUT_MS' | 'PAYPAL_SIMULATOR'>;

export function paymentModeOf(s: PaymentSettings): PaymentMode {
  if (s.PAYPAL_CLIENT_ID && s.PAYPAL_CLIENT_SECRET) return 'paypal';
  if (s.PAYPAL_SIMULATOR === '1') return 'simulator';
  if (s.PAYPAL_SIMULATOR === '0') return 'disabled';
  return s.NODE_ENV === 'production' ? 'disabled' : 'simulator';
}

export interface PaymentProvider {
  mode: PaymentMode;
  /** PayPal's public client id for the browser SDK (paypal mode only) */
  publicClientId: string | null;
  /** the in-process simulator to mount under /paypal-sim (simulator mode without PAYPAL_BASE_URL) */
  simulator: PaypalSimulator | null;
  /** the Orders v2 client; throws PAYMENTS_NOT_CONFIGURED when disabled */
  client(): PaypalClient;
  /**
   * Approve links of the in-process simulator point at the loopback address the gateway calls
   * itself on; the browser gets them as same-origin paths (`/paypal-sim/checkoutnow?token=…`).
   */
  browserUrl(href: string): string;
}

/** `http://127.0.0.1:{port}` for a wildcard or loopback listening address, else that address. */
export function loopbackBase(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') {
    throw new DomainError('PAYMENT_PROVIDER_ERROR', 'The built-in PayPal simulator is not reachable: the gateway is not listening on a TCP port');
  }
  const host = address.address;
  const wildcard = host === '0.0.0.0' || host === '::' || host === '' || host === '::ffff:0.0.0.0';
  const h = wildcard ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${h}:${address.port}`;
}

/**
 * Builds the provider from the settings. `listening` tells the simulator's base URL at call
 * time: tests listen on a random port, so it cannot be known when the app is built.
 */
export function createPaymentProvider(s: PaymentSettings, listening: () => AddressInfo | string | null = () => null): PaymentProvider {
  const mode = paymentModeOf(s);
  const timeoutMs = s.PAYPAL_TIMEOUT_MS;
  if (mode === 'paypal') {
    const client = new PaypalClient({
      baseUrl: s.PAYPAL_BASE_URL ?? PAYPAL_SANDBOX_URL,
      clientId: s.PAYPAL_CLIENT_ID!,
      clientSecret: s.PAYPAL_CLIENT_SECRET!,
      timeoutMs,
    });
    return { mode, publicClientId: s.PAYPAL_CLIENT_ID!, simulator: null, client: () => client, browserUrl: (href) => href };
  }
  if (mode === 'disabled') {
    return {
      mode,
      publicClientId: null,
      simulator: null,
      browserUrl: (href) => href,
      client: () => {
        throw new DomainError(
          'PAYMENTS_NOT_CONFIGURED',
          'Payments are not configured on this server: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (or PAYPAL_SIMULATOR=1 for the built-in simulator)',
        );
      },
    };
  }
  const external = s.PAYPAL_BASE_URL;
  const simulator = external ? null : new PaypalSimulator();
  const client = new PaypalClient({
    baseUrl: external ?? (() => `${loopbackBase(listening())}${SIMULATOR_PREFIX}`),
    clientId: SIMULATOR_CLIENT_ID,
    clientSecret: SIMULATOR_CLIENT_SECRET,
    timeoutMs,
  });
  return {
    mode,
    publicClientId: null,
    simulator,
    client: () => client,
    browserUrl: (href) => {
      if (external) return href;
      try {
        const u = new URL(href);
        return u.pathname.startsWith(`${SIMULATOR_PREFIX}/`) ? `${u.pathname}${u.search}` : href;
      } catch {
        return href;
      }
    },
  };
}
