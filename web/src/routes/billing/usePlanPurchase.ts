import { useCallback, useEffect, useRef, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { openCheckoutWindow, savePending, takePending, waitForApproval } from './checkoutWindow';
import { BILLING_CONFIRM_PAYMENT, BILLING_CREATE_ORDER, BILLING_PAYMENTS_CONFIG, BILLING_RECORD_PAYMENT } from './documents';
import type { PaymentAlert } from './PaymentAlertDialog';
import { purchaseKey } from './planModel';
import type { Purchase } from './planModel';
import {
  mayStartPurchase,
  PAYMENT_CANCELLED,
  PAYMENT_MESSAGES,
  paymentComplete,
  paymentModeOf,
  purchaseFields,
  reasonOf,
  resumeActionOf,
  sdkOrderBody,
  withReason,
} from './purchaseModel';

/** A build-time PayPal client id switches to the PayPal JS SDK buttons. */
const BUILD_CLIENT_ID = (import.meta.env.VITE_PAYPAL_CLIENT_ID as string | undefined)?.trim() || null;

type Confirm = (orderId: string, planName: string, opts?: { quietIfNotApproved?: boolean }) => Promise<void>;
type SetAlert = Dispatch<SetStateAction<PaymentAlert | null>>;

/** One purchase in PayPal's buttons (PayPalCheckout shows them). */
export interface SdkCheckout {
  purchase: Purchase;
  clientId: string;
  createOrder: (create: (body: object) => Promise<string>) => Promise<string>;
  onApprove: (orderId: string) => Promise<void>;
  onError: (e: unknown) => void;
  onClose: () => void;
}

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
  const config = useQuery(BILLING_PAYMENTS_CONFIG, { fetchPolicy: 'cache-first' });
  const { mode, clientId } = paymentModeOf({
    buildClientId: BUILD_CLIENT_ID,
    provider: config.data?.paymentsConfig.provider,
    serverClientId: config.data?.paymentsConfig.clientId,
    failed: Boolean(config.error),
  });
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [alert, setAlert] = useState<PaymentAlert | null>(null);
  const [sdkPurchase, setSdkPurchase] = useState<Purchase | null>(null);
  const fields = useCallback((p: Purchase) => purchaseFields(p, projectId, currentPlanId), [projectId, currentPlanId]);
  const confirm = useConfirmPayment(onPaid, setAlert);
  const buyWithSimulator = useSimulatorCheckout({ projectId, fields, confirm, onPaid, setAlert });
  useResumeAfterRedirect(projectId, confirm, setPendingKey);

  const buy = useCallback(
    (p: Purchase) => {
      if (!mayStartPurchase(p, { currentPlanId, pendingKey, mode })) return;
      if (mode === 'paypal') {
        setSdkPurchase(p);
        return;
      }
      setPendingKey(purchaseKey(p));
      void buyWithSimulator(p).finally(() => setPendingKey(null));
    },
    [buyWithSimulator, currentPlanId, mode, pendingKey],
  );

  const sdk = useSdkCheckout({ purchase: sdkPurchase, clientId, setPurchase: setSdkPurchase, fields, projectId, confirm, setPendingKey, setAlert });

  return {
    mode,
    buy,
    pendingKey,
    busy: pendingKey !== null,
    alert,
    clearAlert: () => setAlert(null),
    /** PayPal's buttons for the purchase under way, or null */
    sdk,
  };
}

/** Server step 3: capture, verify, apply; then reload (spec: the page reloads). */
function useConfirmPayment(onPaid: () => Promise<unknown>, setAlert: SetAlert): Confirm {
  const { enqueueSnackbar } = useSnackbar();
  const [confirmPayment] = useMutation(BILLING_CONFIRM_PAYMENT);
  return useCallback(
    async (orderId, planName, opts = {}) => {
      try {
        const r = await confirmPayment({ variables: { input: { orderId } } });
        if (!r.data?.confirmPayment.success) throw new Error(PAYMENT_MESSAGES.confirmFailed);
      } catch (e) {
        if (opts.quietIfNotApproved && reasonOf(e).code === 'PAYMENT_NOT_CAPTURED') {
          enqueueSnackbar(PAYMENT_CANCELLED, { variant: 'info' });
          return;
        }
        console.error(PAYMENT_MESSAGES.confirmFailed, e);
        setAlert({ title: PAYMENT_MESSAGES.paymentError, detail: withReason(PAYMENT_MESSAGES.confirmFailed, e) });
        return;
      }
      await onPaid();
      enqueueSnackbar(paymentComplete(planName), { variant: 'success' });
    },
    [confirmPayment, onPaid, enqueueSnackbar, setAlert],
  );
}

/** The simulator flow, from a click (the popup opens in the click so no blocker stops it). */
function useSimulatorCheckout({
  projectId,
  fields,
  confirm,
  onPaid,
  setAlert,
}: {
  projectId: string;
  fields: (p: Purchase) => ReturnType<typeof purchaseFields>;
  confirm: Confirm;
  onPaid: () => Promise<unknown>;
  setAlert: SetAlert;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [createOrder] = useMutation(BILLING_CREATE_ORDER);
  const [recordPayment] = useMutation(BILLING_RECORD_PAYMENT);
  const popupRef = useRef<Window | null>(null);

  // Leaving the page closes a checkout window still waiting.
  useEffect(
    () => () => {
      popupRef.current?.close();
    },
    [],
  );

  return useCallback(
    async (p: Purchase) => {
      const popup = openCheckoutWindow();
      popupRef.current = popup;
      let order: { orderId: string; approveUrl: string };
      try {
        const r = await createOrder({
          variables: { input: { ...fields(p), ...(popup ? {} : { returnUrl: '/billing?paypal=approved', cancelUrl: '/billing?paypal=cancelled' }) } },
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
        await recordPayment({ variables: { input: { orderId: order.orderId, ...fields(p) } } });
      } catch (e) {
        popup?.close();
        console.error(PAYMENT_MESSAGES.recordFailed, e);
        setAlert({ title: PAYMENT_MESSAGES.providerError, detail: withReason(PAYMENT_MESSAGES.recordFailed, e) });
        return;
      }
      if (!popup || popup.closed) {
        // No popup: approve in this tab; /billing confirms when the buyer comes back.
        savePending({ orderId: order.orderId, projectId, planName: p.plan.name });
        window.location.assign(order.approveUrl);
        return;
      }
      popup.location.href = order.approveUrl;
      const outcome = await waitForApproval(popup, order.orderId);
      popupRef.current = null;
      if (outcome === 'cancelled') {
        enqueueSnackbar(PAYMENT_CANCELLED, { variant: 'info' });
        return;
      }
      // 'closed' without a word: confirm anyway, it tells whether the buyer approved.
      await confirm(order.orderId, p.plan.name, { quietIfNotApproved: outcome === 'closed' });
    },
    [createOrder, recordPayment, fields, confirm, enqueueSnackbar, projectId, onPaid, setAlert],
  );
}

/** Coming back to /billing after approving in this tab (popup blocked). */
function useResumeAfterRedirect(projectId: string, confirm: Confirm, setPendingKey: (k: string | null) => void) {
  const { enqueueSnackbar } = useSnackbar();
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !projectId) return;
    const params = new URLSearchParams(window.location.search);
    const outcome = params.get('paypal');
    if (!outcome) return;
    resumed.current = true;
    const pending = takePending();
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const action = resumeActionOf(outcome, params.get('token'), pending);
    if (action === 'cancelled') enqueueSnackbar(PAYMENT_CANCELLED, { variant: 'info' });
    if (action !== 'confirm' || !pending) return;
    setPendingKey('resume');
    void confirm(pending.orderId, pending.planName).finally(() => setPendingKey(null));
  }, [projectId, confirm, enqueueSnackbar, setPendingKey]);
}

/** PayPal SDK: the browser creates the order, then the server records it (spec §7); approval confirms it. */
function useSdkCheckout({
  purchase,
  clientId,
  setPurchase,
  fields,
  projectId,
  confirm,
  setPendingKey,
  setAlert,
}: {
  purchase: Purchase | null;
  clientId: string | null;
  setPurchase: (p: Purchase | null) => void;
  fields: (p: Purchase) => ReturnType<typeof purchaseFields>;
  projectId: string;
  confirm: Confirm;
  setPendingKey: (k: string | null) => void;
  setAlert: SetAlert;
}): SdkCheckout | null {
  const [recordPayment] = useMutation(BILLING_RECORD_PAYMENT);
  if (!purchase || !clientId) return null;
  return {
    purchase,
    clientId,
    createOrder: async (create) => {
      const orderId = await create(sdkOrderBody(purchase, projectId));
      try {
        await recordPayment({ variables: { input: { orderId, ...fields(purchase) } } });
      } catch (e) {
        console.error(PAYMENT_MESSAGES.recordFailed, e);
        throw new Error(withReason(PAYMENT_MESSAGES.recordFailed, e));
      }
      return orderId;
    },
    onApprove: async (orderId) => {
      setPurchase(null);
      setPendingKey(purchaseKey(purchase));
      try {
        await confirm(orderId, purchase.plan.name);
      } finally {
        setPendingKey(null);
      }
    },
    onError: (e) => {
      console.error(PAYMENT_MESSAGES.providerError, e);
      setPurchase(null);
      setAlert({ title: PAYMENT_MESSAGES.providerError, detail: e instanceof Error ? e.message : undefined });
    },
    onClose: () => setPurchase(null),
  };
}
