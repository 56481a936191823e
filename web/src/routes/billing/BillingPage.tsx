import { Box, Grid, Typography } from '@mui/material';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { useProjects } from '../../state/ProjectsProvider';
import { BillingSkeleton, NoPlansIcon, PageNotice, PeriodToggle, SectionTitle } from './BillingParts';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PaymentAlertDialog } from './PaymentAlertDialog';
import { PayPalCheckout } from './PayPalCheckout';
import { PlanCard } from './PlanCard';
import { UsageMeters } from './UsageMeters';
import { useBillingPage } from './useBillingPage';

type BillingView = ReturnType<typeof useBillingPage>;

/** Billing & Plans (spec §2): the project's plan, its usage, and the plans it can move to. */
export default function BillingPage() {
  const b = useBillingPage(useProjects());
  const header = <BillingHeader b={b} />;
  if (!b.project) {
    return b.projectsLoading ? (
      <BillingSkeleton />
    ) : (
      <>
        {header}
        <NoProjectSelected />
      </>
    );
  }
  return (
    <Box>
      {header}
      {b.state === 'error' ? (
        <ErrorState title="Error Loading Billing Information" message="Please try refreshing the page." onRetry={b.retry} />
      ) : b.state === 'loading' || !b.ctx || !b.subscription || !b.usage ? (
        <BillingSkeleton />
      ) : (
        <BillingBody b={b} />
      )}
      <PaymentAlertDialog message={b.purchase.alert} onClose={b.purchase.clearAlert} />
      <PayPalCheckout checkout={b.purchase.sdk} />
    </Box>
  );
}

function BillingHeader({ b }: { b: BillingView }) {
  const { project } = b;
  return (
    <PageHeader
      title="Billing & Plans"
      subtitle={
        project ? (
          <>
            Plan, usage and payments of{' '}
            <Typography variant="strong" component="strong">
              {project.name}
            </Typography>
            .
          </>
        ) : (
          'Plan, usage and payments of the selected project.'
        )
      }
      actions={project ? <PeriodToggle view={b.view} onChange={b.setView} /> : undefined}
    />
  );
}

/** The loaded page: notes, the current plan, usage, and the plans. */
function BillingBody({ b }: { b: BillingView }) {
  const { purchase } = b;
  if (!b.ctx || !b.subscription || !b.usage) return null;
  return (
    <>
      {!b.canPay && (
        <PageNotice severity="info" variant="outlined">
          Only the project owner and admins can change the plan or make payments. You can view the plans and usage.
        </PageNotice>
      )}
      {b.paymentsDisabled && (
        <PageNotice severity="warning" variant="outlined">
          Payments are not available on this server right now. Please try again later.
        </PageNotice>
      )}
      <CurrentPlanCard
        ctx={b.ctx}
        status={b.subscription.subscriptionStatus}
        expiresIso={b.subscription.planExpirationDate}
        view={b.view}
        renewals={b.renewals}
        canPay={b.canPay}
        payable={b.payable}
        pendingKey={purchase.pendingKey}
        busy={purchase.busy}
        onBuy={purchase.buy}
      />
      <SectionTitle title="Usage" subtitle={`Resources of this project against the ${b.ctx.current.name} plan limits.`} />
      <UsageMeters plan={b.ctx.current} usage={b.usage} />
      <SectionTitle title="Available Plans" subtitle="Prices in US dollars. Paid plans are billed through PayPal." spaced />
      <PlanGrid b={b} />
    </>
  );
}

function PlanGrid({ b }: { b: BillingView }) {
  const { purchase } = b;
  if (b.offers.length === 0)
    return (
      <EmptyState
        icon={<NoPlansIcon />}
        title="No plans available"
        description="No subscription plans are offered right now. Please try refreshing the page."
      />
    );
  return (
    <Grid container spacing={3}>
      {b.offers.map((o) => (
        <Grid key={o.plan.id} size={{ xs: 12, sm: 6, lg: 3 }}>
          <PlanCard offer={o} view={b.view} canPay={b.payable} pendingKey={purchase.pendingKey} busy={purchase.busy} onBuy={purchase.buy} />
        </Grid>
      ))}
    </Grid>
  );
}
