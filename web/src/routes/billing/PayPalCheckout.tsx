import { lazy, Suspense } from 'react';
import type { SdkCheckout } from './usePlanPurchase';

// The PayPal JS SDK wrapper loads only when PayPal is configured and a purchase starts.
const PayPalCheckoutDialog = lazy(() => import('./PayPalCheckoutDialog'));

/** PayPal's buttons for the purchase under way (usePlanPurchase's `sdk`), nothing otherwise. */
export function PayPalCheckout({ checkout }: { checkout: SdkCheckout | null }) {
  if (!checkout) return null;
  return (
    <Suspense fallback={null}>
      <PayPalCheckoutDialog {...checkout} />
    </Suspense>
  );
}
