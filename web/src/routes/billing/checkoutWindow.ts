import { approvalOf, parsePending } from './purchaseModel';
import type { ApprovalOutcome, PendingPayment } from './purchaseModel';

// The browser side of the simulator's checkout: its window, its answer, and the order kept across a redirect.

const PENDING_KEY = 'flagstream.pendingPayment';
const POPUP_NAME = 'flagstream-paypal';

/** Keeps the order approved in this tab until the buyer comes back. */
export const savePending = (p: PendingPayment): void => sessionStorage.setItem(PENDING_KEY, JSON.stringify(p));

/** The kept order, forgotten as it is read. */
export function takePending(): PendingPayment | null {
  const pending = parsePending(sessionStorage.getItem(PENDING_KEY));
  sessionStorage.removeItem(PENDING_KEY);
  return pending;
}

/** Opens the checkout window at once (inside the click), with a waiting note until the order exists. */
export function openCheckoutWindow(): Window | null {
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
export function waitForApproval(popup: Window, orderId: string): Promise<ApprovalOutcome> {
  return new Promise((resolve) => {
    const done = (r: ApprovalOutcome) => {
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
      resolve(r);
    };
    const onMessage = (ev: MessageEvent) => {
      const outcome = approvalOf(ev, window.location.origin, orderId);
      if (outcome) done(outcome);
    };
    window.addEventListener('message', onMessage);
    const timer = setInterval(() => {
      if (popup.closed) done('closed');
    }, 500);
  });
}
