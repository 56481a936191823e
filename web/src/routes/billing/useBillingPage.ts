import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { Variant } from '@flagstream/domain';
import type { ProjectData } from '../../state/ProjectsProvider';
import { billingState, planOffers, subscriptionContext } from './billingPageModel';
import { BILLING_CURRENT_PLAN, BILLING_PLANS, BILLING_USAGE } from './documents';
import { CURRENT_PLAN_MAX_AGE_MS, markFetched, PLANS_MAX_AGE_MS, useFreshPolicy, useRetries } from './freshness';
import { renewals } from './planModel';
import { usePlanPurchase } from './usePlanPurchase';

const PLANS_KEY = 'billing:plans';
const currentKey = (projectId: string) => `billing:current:${projectId}`;

/**
 * Billing & Plans (spec §2): the catalogue, the project's plan and usage (each kept fresh for a
 * while, retried before giving up), the period shown, and buying (usePlanPurchase). After a payment
 * every billing query and the project list are read again: the spec's "the page reloads".
 */
export function useBillingPage({
  current,
  loading: projectsLoading,
  refetch: refetchProjects,
}: {
  current: ProjectData | null;
  loading: boolean;
  refetch: () => Promise<unknown>;
}) {
  const projectId = current?.id ?? '';
  const canPay = Boolean(current?.permissions.canManageBilling);
  const [view, setView] = useState<Variant>('Month');

  const plansPolicy = useFreshPolicy(PLANS_KEY, PLANS_MAX_AGE_MS);
  const currentPolicy = useFreshPolicy(currentKey(projectId), CURRENT_PLAN_MAX_AGE_MS);
  const plansQ = useQuery(BILLING_PLANS, { fetchPolicy: plansPolicy, nextFetchPolicy: 'cache-first', notifyOnNetworkStatusChange: true });
  const currentQ = useQuery(BILLING_CURRENT_PLAN, {
    variables: { projectId },
    skip: !current,
    fetchPolicy: currentPolicy,
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const usageQ = useQuery(BILLING_USAGE, { variables: { projectId }, skip: !current, notifyOnNetworkStatusChange: true });

  const plansGaveUp = useRetries(plansQ, 2);
  const currentGaveUp = useRetries(currentQ, 1);
  const usageGaveUp = useRetries(usageQ, 1);

  const reload = useCallback(async () => {
    markFetched(PLANS_KEY);
    markFetched(currentKey(projectId));
    await Promise.all([plansQ.refetch(), currentQ.refetch(), usageQ.refetch(), refetchProjects()]);
  }, [plansQ, currentQ, usageQ, refetchProjects, projectId]);

  const cp = currentQ.data?.currentPlan;
  const ctx = useMemo(() => subscriptionContext(cp, Date.now()), [cp]);
  const purchase = usePlanPurchase({ projectId, currentPlanId: ctx?.current.id ?? null, onPaid: reload });
  const offers = useMemo(() => planOffers(plansQ.data?.subscriptionPlans, ctx, view), [ctx, plansQ.data, view]);

  const state = billingState([
    { data: plansQ.data, error: plansQ.error, gaveUp: plansGaveUp },
    { data: currentQ.data, error: currentQ.error, gaveUp: currentGaveUp },
    { data: usageQ.data, error: usageQ.error, gaveUp: usageGaveUp },
  ]);

  return {
    project: current,
    projectsLoading,
    state,
    view,
    setView,
    canPay,
    /** may pay and the server takes payments (simulator or PayPal) */
    payable: canPay && (purchase.mode === 'simulator' || purchase.mode === 'paypal'),
    paymentsDisabled: canPay && purchase.mode === 'disabled',
    ctx,
    subscription: cp,
    renewals: ctx ? renewals(ctx) : [],
    usage: usageQ.data?.projectUsage,
    offers,
    purchase,
    retry: () => void Promise.allSettled([plansQ.refetch(), currentQ.refetch(), usageQ.refetch()]),
  };
}
