import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useSnackbar } from 'notistack';
import { paymentReference } from '@flagstream/domain';
import { BILLING_CONFIRM_PAYMENT, BILLING_CREATE_ORDER, BILLING_PAYMENTS_CONFIG, BILLING_RECORD_PAYMENT } from './documents';
import { purchaseKey } from './planModel';
import type { Purchase } from './planModel';
import type { PaymentAlert } from './PaymentAlertDialog';

// The PayPal JS SDK wrapper loads only when PayPal is configured and a purchase starts.
const PayPalCheckoutDialog = lazy(() => import('./PayPalCheckoutDialog'));

/** Spec §8 Payment texts. */
export const PAYMENT_MESSAGES = {
  recordFailed: 'Error creating payment record',
  confirmFailed: 'Payment confirmation failed',
  paymentError: 'Payment error. Please try again.',
  providerError: 'Error with PayPal. Please try again.',
} as const;

/** A build-time PayPal client id switches to the PayPal JS SDK buttons. */
const BUILD_CLIENT_ID = (import.meta.env.VITE_PAYPAL_CLIENT_ID as string | undefined)?.trim() || null;

const PENDING_KEY = 'flagstream.pendingPayment';
const POPUP_NAME = 'flagstream-paypal';

interface PendingPayment {
  orderId: string;
  projectId: string;
  planName: string;
}

export type PaymentMode = 'simulator' | 'paypal' | 'disabled' | 'loading';

/** The server's reason for a failed call, when it gave one. */
function reasonOf(e: unknown): { code?: string; message?: string } {
  if (CombinedGraphQLErrors.is(e)) {
    const first = e.errors[0];
    return { code: first?.extensions?.code as string | undefined, message: first?.message };
  }
  return { message: e instanceof Error ? e.message : undefined };
}

const withReason = (text: string, e: unknown): string => {
  const m = reasonOf(e).message;
  return m && m !== text ? `${text}: ${m}` : text;
};

/**
 * Buying a plan (spec §4 Payment types, §7 Subscription and payments): create the provider
 * order, record the payment on the server, let the buyer approve it, then have the server
 * capture, verify and apply it; on success every billing query is reloaded, otherwise the
 * spec's error alert shows.
 *
 * - simulator (no PayPal client id, the default): the server creates the order for its own
 *   price; the buyer approves on its checkout page in a popup (or this tab when popups are
 *   blocked, coming back to /billing).
 * - paypal (VITE_PAYPAL_CLIENT_ID at build time, or the server's client id): PayPal's buttons
 *   in a dialog create the order in the browser (USD, the spec's description, the price the
 *   shared domain rules give, the reference the server checks), `onApprove` confirms it.
 */
export function usePlanPurchase({
  projectId,
  currentPlanId,
  onPaid,
}: {
  projectId: string;
  currentPlanId: string | null;
  /** reloads the billing data: after a payment, and when the server says the page's prices are stale */
  onPaid: () => Promise<unknown>;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const config = useQuery(BILLING_PAYMENTS_CONFIG, { fetchPolicy: 'cache-first' });
  const [createOrder] = useMutation(BILLING_CREATE_ORDER);
  const [recordPayment] = useMutation(BILLING_RECORD_PAYMENT);
  const [confirmPayment] = useMutation(BILLING_CONFIRM_PAYMENT);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [alert, setAlert] = useState<PaymentAlert | null>(null);
  const [sdkPurchase, setSdkPurchase] = useState<Purchase | null>(null);
  const popupRef = useRef<Window | null>(null);

  const serverMode = config.data?.paymentsConfig.provider;
  const clientId = BUILD_CLIENT_ID ?? (serverMode === 'paypal' ? (config.data?.paymentsConfig.clientId ?? null) : null);
  const mode: PaymentMode = clientId
    ? 'paypal'
    : serverMode === 'disabled'
      ? 'disabled'
      : serverMode === 'simulator'
        ? 'simulator'
        : config.error
          ? 'simulator'
          : 'loading';

  const purchaseFields = useCallback(
    (p: Purchase) => ({
      projectId,
      planId: p.plan.id,
      variant: p.variant,
      type: p.type,
      currentPlanId: p.type === 'UPGRADE' ? currentPlanId : null,
      upgradePrice: p.type === 'UPGRADE' ? p.amount : null,
    }),
    [projectId, currentPlanId],
  );

  /** Server step 3: capture, verify, apply; then reload (spec: the page reloads). */
  const confirm = useCallback(
    async (orderId: string, planName: string, opts: { quietIfNotApproved?: boolean } = {}): Promise<void> => {
      try {
        const r = await confirmPayment({ variables: { input: { orderId } } });
        if (!r.data?.confirmPayment.success) throw new Error(PAYMENT_MESSAGES.confirmFailed);
      } catch (e) {
        if (opts.quietIfNotApproved && reasonOf(e).code === 'PAYMENT_NOT_CAPTURED') {
          enqueueSnackbar('Payment cancelled. Your plan has not changed.', { variant: 'info' });
          return;
        }
        console.error(PAYMENT_MESSAGES.confirmFailed, e);
        setAlert({ title: PAYMENT_MESSAGES.paymentError, detail: withReason(PAYMENT_MESSAGES.confirmFailed, e) });
        return;
      }
      await onPaid();
      enqueueSnackbar(`Payment complete: ${planName} plan updated`, { variant: 'success' });
    },
    [confirmPayment, onPaid, enqueueSnackbar],
  );

  /** The simulator flow, from a click (the popup opens in the click so no blocker stops it). */
  const buyWithSimulator = useCallback(
    async (p: Purchase) => {
      const popup = openCheckoutWindow();
      popupRef.current = popup;
      let order: { orderId: string; approveUrl: string };
      try {
        const r = await createOrder({
          variables: { input: { ...purchaseFields(p), ...(popup ? {} : { returnUrl: '/billing?paypal=approved', cancelUrl: '/billing?paypal=cancelled' }) } },
        });
        if (!r.data) throw new Error('No order');
        order = r.data.createPaymentOrder.order;
      } catch (e) {
        popup?.close();
        console.error(PAYMENT_MESSAGES.providerError, e);
        setAlert({ title: PAYMENT_MESSAGES.providerError, detail: reasonOf(e).message });
        // The plan or the price changed since the page loaded: show the server's current view.
        if (reasonOf(e).code === 'PAYMENT_QUOTE_CHANGED') void onPaid();
        return;
      }
      try {
        await recordPayment({ variables: { input: { orderId: order.orderId, ...purchaseFields(p) } } });
      } catch (e) {
        popup?.close();
        console.error(PAYMENT_MESSAGES.recordFailed, e);
        setAlert({ title: PAYMENT_MESSAGES.providerError, detail: withReason(PAYMENT_MESSAGES.recordFailed, e) });
        return;
      }
      if (!popup || popup.closed) {
        // No popup: approve in this tab; /billing confirms when the buyer comes back.
        sessionStorage.setItem(PENDING_KEY, JSON.stringify({ orderId: order.orderId, projectId, planName: p.plan.name } satisfies PendingPayment));
        window.location.assign(order.approveUrl);
        return;
      }
      popup.location.href = order.approveUrl;
      const outcome = await waitForApproval(popup, order.orderId);
      popupRef.current = null;
      if (outcome === 'cancelled') {
        enqueueSnackbar('Payment cancelled. Your plan has not changed.', { variant: 'info' });
        return;
      }
      // 'closed' without a word: confirm anyway, it tells whether the buyer approved.
      await confirm(order.orderId, p.plan.name, { quietIfNotApproved: outcome === 'closed' });
    },
    [createOrder, recordPayment, purchaseFields, confirm, enqueueSnackbar, projectId, onPaid],
  );

  const buy = useCallback(
    (p: Purchase) => {
      // Spec §5: a zero or missing amount is not started; the free plan and the current plan cannot be bought.
      if (!(p.amount > 0) || p.plan.isFreePlan || (p.type !== 'RENEWAL' && p.plan.id === currentPlanId)) return;
      if (pendingKey || mode === 'disabled' || mode === 'loading') return;
      if (mode === 'paypal') {
        setSdkPurchase(p);
        return;
      }
      setPendingKey(purchaseKey(p));
      void buyWithSimulator(p).finally(() => setPendingKey(null));
    },
    [buyWithSimulator, currentPlanId, mode, pendingKey],
  );

  // Coming back to /billing after approving in this tab (popup blocked).
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !projectId) return;
    const params = new URLSearchParams(window.location.search);
    const outcome = params.get('paypal');
    if (!outcome) return;
    resumed.current = true;
    const pending = readPending();
    sessionStorage.removeItem(PENDING_KEY);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!pending || pending.orderId !== params.get('token')) return;
    if (outcome !== 'approved') {
      enqueueSnackbar('Payment cancelled. Your plan has not changed.', { variant: 'info' });
      return;
    }
    setPendingKey('resume');
    void confirm(pending.orderId, pending.planName).finally(() => setPendingKey(null));
  }, [projectId, confirm, enqueueSnackbar]);

  // Leaving the page closes a checkout window still waiting.
  useEffect(
    () => () => {
      popupRef.current?.close();
    },
    [],
  );

  /** PayPal SDK: the browser creates the order, then the server records it (spec §7). */
  const sdkCreateOrder = useCallback(
    async (p: Purchase, create: (body: object) => Promise<string>): Promise<string> => {
      const reference = paymentReference(projectId, p.plan.id, p.variant, p.type);
      const orderId = await create({
        intent: 'CAPTURE',
        purchase_units: [
          { reference_id: reference, custom_id: reference, description: p.description, amount: { currency_code: 'USD', value: p.amount.toFixed(2) } },
        ],
        application_context: { brand_name: 'Flagstream', shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' },
      });
      try {
        await recordPayment({ variables: { input: { orderId, ...purchaseFields(p) } } });
      } catch (e) {
        console.error(PAYMENT_MESSAGES.recordFailed, e);
        throw new Error(withReason(PAYMENT_MESSAGES.recordFailed, e));
      }
      return orderId;
    },
    [projectId, recordPayment, purchaseFields],
  );

  const checkout: ReactNode =
    sdkPurchase && clientId ? (
      <Suspense fallback={null}>
        <PayPalCheckoutDialog
          purchase={sdkPurchase}
          clientId={clientId}
          createOrder={(create) => sdkCreateOrder(sdkPurchase, create)}
          onApprove={async (orderId) => {
            const p = sdkPurchase;
            setSdkPurchase(null);
            setPendingKey(purchaseKey(p));
            try {
              await confirm(orderId, p.plan.name);
            } finally {
              setPendingKey(null);
            }
          }}
          onError={(e) => {
            console.error(PAYMENT_MESSAGES.providerError, e);
            setSdkPurchase(null);
            setAlert({ title: PAYMENT_MESSAGES.providerError, detail: e instanceof Error ? e.message : undefined });
          }}
          onClose={() => setSdkPurchase(null)}
        />
      </Suspense>
    ) : null;

  return {
    mode,
    buy,
    pendingKey,
    busy: pendingKey !== null,
    alert,
    clearAlert: () => setAlert(null),
    checkout,
  };
}

function readPending(): PendingPayment | null {
  try {
    return JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingPayment | null;
  } catch {
    return null;
  }
}

/** Opens the checkout window at once (inside the click), with a waiting note until the order exists. */
function openCheckoutWindow(): Window | null {
  const w = 520;
  const h = 680;
  const left = Math.max(0, window.screenX + (window.outerWidth - w) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - h) / 2);
  const popup = window.open('', POPUP_NAME, `popup=yes,width=${w},height=${h},left=${left},top=${top}`);
  if (!popup) return null;
  try {
    popup.document.title = 'Connecting to PayPal...';
    popup.document.body.innerHTML = '<p style="font:16px system-ui,sans-serif;color:#334;text-align:center;margin-top:40vh">Connecting to PayPal...</p>';
  } catch {
    // a window of another origin with this name was reused: it will be navigated anyway
  }
  return popup;
}

/**
 * Waits for the buyer in the checkout window: the simulator's result page posts
 * `{ source: 'paypal-sim', event, orderId }` to this window and closes itself.
 */
function waitForApproval(popup: Window, orderId: string): Promise<'approved' | 'cancelled' | 'closed'> {
  return new Promise((resolve) => {
    const done = (r: 'approved' | 'cancelled' | 'closed') => {
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
      resolve(r);
    };
    const onMessage = (ev: MessageEvent) => {
      if (ev.origin !== window.location.origin) return;
      const d = ev.data as { source?: string; event?: string; orderId?: string } | null;
      if (d?.source !== 'paypal-sim' || d.orderId !== orderId) return;
      done(d.event === 'approved' ? 'approved' : 'cancelled');
    };
    window.addEventListener('message', onMessage);
    const timer = setInterval(() => {
      if (popup.closed) done('closed');
    }, 500);
  });
}
