import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Chip, Grid, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import { useQuery } from '@apollo/client/react';
import type { SubscriptionPlan, Variant } from '@flagstream/domain';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { useProjects } from '../../state/ProjectsProvider';
import { BILLING_CURRENT_PLAN, BILLING_PLANS, BILLING_USAGE } from './documents';
import { CURRENT_PLAN_MAX_AGE_MS, markFetched, PLANS_MAX_AGE_MS, useFreshPolicy, useRetries } from './freshness';
import { planOffer, renewals, YEARLY_BADGE } from './planModel';
import type { SubscriptionContext } from './planModel';
import { CurrentPlanCard } from './CurrentPlanCard';
import { UsageMeters } from './UsageMeters';
import { PlanCard } from './PlanCard';
import { usePlanPurchase } from './usePlanPurchase';
import { PaymentAlertDialog } from './PaymentAlertDialog';

const PLANS_KEY = 'billing:plans';
const currentKey = (projectId: string) => `billing:current:${projectId}`;

/** Billing & Plans (spec §2): the project's plan, its usage, and the plans it can move to. */
export default function BillingPage() {
  const { current, loading: projectsLoading, refetch: refetchProjects } = useProjects();
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

  // Spec §4: on success the page reloads; here every billing query and the project list are asked again.
  const reload = useCallback(async () => {
    markFetched(PLANS_KEY);
    markFetched(currentKey(projectId));
    await Promise.all([plansQ.refetch(), currentQ.refetch(), usageQ.refetch(), refetchProjects()]);
  }, [plansQ, currentQ, usageQ, refetchProjects, projectId]);

  const cp = currentQ.data?.currentPlan;
  // `now` is read when the subscription data changes, so the proration on the cards stays put while the page is open.
  const ctx = useMemo<SubscriptionContext | null>(
    () =>
      cp
        ? {
            current: cp.currentPlan as SubscriptionPlan,
            expiresAt: cp.planExpirationDate ? Date.parse(cp.planExpirationDate) : null,
            subscriptionVariant: cp.subscriptionVariant as Variant,
            now: Date.now(),
          }
        : null,
    [cp],
  );

  const purchase = usePlanPurchase({ projectId, currentPlanId: ctx?.current.id ?? null, onPaid: reload });

  const payable = canPay && (purchase.mode === 'simulator' || purchase.mode === 'paypal');

  const offers = useMemo(
    () =>
      ctx ? [...(plansQ.data?.subscriptionPlans ?? [])].sort((a, b) => a.planOrder - b.planOrder).map((p) => planOffer(p as SubscriptionPlan, ctx, view)) : [],
    [ctx, plansQ.data, view],
  );

  const toggle = (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      onChange={(_e, v: Variant | null) => {
        if (v) setView(v);
      }}
      aria-label="Billing period"
      sx={{ bgcolor: 'background.paper', alignSelf: { xs: 'flex-start', sm: 'center' } }}
    >
      <ToggleButton value="Month" sx={{ px: 2.25, textTransform: 'none', fontWeight: 600 }}>
        Monthly
      </ToggleButton>
      <ToggleButton value="Year" sx={{ px: 2.25, textTransform: 'none', fontWeight: 600, gap: 1 }}>
        Yearly
        <Chip label={YEARLY_BADGE} size="small" color="success" sx={{ height: 20, fontSize: 11, fontWeight: 700, cursor: 'inherit' }} />
      </ToggleButton>
    </ToggleButtonGroup>
  );

  const header = (
    <PageHeader
      title="Billing & Plans"
      subtitle={
        current ? (
          <>
            Plan, usage and payments of{' '}
            <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {current.name}
            </Box>
            .
          </>
        ) : (
          'Plan, usage and payments of the selected project.'
        )
      }
      actions={current ? toggle : undefined}
    />
  );

  if (!current) {
    return projectsLoading ? (
      <BillingSkeleton />
    ) : (
      <>
        {header}
        <NoProjectSelected />
      </>
    );
  }

  const error =
    (plansQ.error && !plansQ.data && plansGaveUp) || (currentQ.error && !currentQ.data && currentGaveUp) || (usageQ.error && !usageQ.data && usageGaveUp);
  const loading = !plansQ.data || !currentQ.data || !usageQ.data;

  let body;
  if (error) {
    body = (
      <ErrorState
        title="Error Loading Billing Information"
        message="Please try refreshing the page."
        onRetry={() => void Promise.allSettled([plansQ.refetch(), currentQ.refetch(), usageQ.refetch()])}
      />
    );
  } else if (loading || !ctx || !cp || !usageQ.data) {
    body = <BillingSkeleton />;
  } else {
    body = (
      <>
        {!canPay && (
          <Alert severity="info" variant="outlined" sx={{ mb: 3, bgcolor: 'background.paper' }}>
            Only the project owner and admins can change the plan or make payments. You can view the plans and usage.
          </Alert>
        )}
        {canPay && purchase.mode === 'disabled' && (
          <Alert severity="warning" variant="outlined" sx={{ mb: 3, bgcolor: 'background.paper' }}>
            Payments are not available on this server right now. Please try again later.
          </Alert>
        )}
        <CurrentPlanCard
          ctx={ctx}
          status={cp.subscriptionStatus}
          expiresIso={cp.planExpirationDate}
          view={view}
          renewals={renewals(ctx)}
          canPay={canPay}
          payable={payable}
          pendingKey={purchase.pendingKey}
          busy={purchase.busy}
          onBuy={purchase.buy}
        />
        <SectionTitle title="Usage" subtitle={`Resources of this project against the ${ctx.current.name} plan limits.`} />
        <UsageMeters plan={ctx.current} usage={usageQ.data.projectUsage} />

        <SectionTitle title="Available Plans" subtitle="Prices in US dollars. Paid plans are billed through PayPal." sx={{ mt: { xs: 4, sm: 5 } }} />
        {offers.length === 0 ? (
          <EmptyState
            icon={<ErrorOutlineRoundedIcon sx={{ fontSize: 44 }} />}
            title="No plans available"
            description="No subscription plans are offered right now. Please try refreshing the page."
          />
        ) : (
          <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
            {offers.map((o) => (
              <Grid key={o.plan.id} size={{ xs: 12, sm: 6, lg: 3 }}>
                <PlanCard offer={o} view={view} canPay={payable} pendingKey={purchase.pendingKey} busy={purchase.busy} onBuy={purchase.buy} />
              </Grid>
            ))}
          </Grid>
        )}
      </>
    );
  }

  return (
    <Box>
      {header}
      {body}
      <PaymentAlertDialog message={purchase.alert} onClose={purchase.clearAlert} />
      {purchase.checkout}
    </Box>
  );
}

function SectionTitle({ title, subtitle, sx }: { title: string; subtitle?: string; sx?: object }) {
  return (
    <Box sx={{ mb: 2, ...sx }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}

/** "Loading billing information..." with the page's shape. */
function BillingSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true">
      <Typography color="text.secondary">Loading billing information...</Typography>
      <Skeleton variant="rounded" height={104} />
      <Grid container spacing={{ xs: 2, sm: 3 }}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Skeleton variant="rounded" height={150} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={{ xs: 2, sm: 3 }}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Skeleton variant="rounded" height={480} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
