import { Alert, Box, Grid } from '@mui/material';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { useProjects } from '../../state/ProjectsProvider';
import { BillingSkeleton, PeriodToggle, SectionTitle } from './BillingParts';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PaymentAlertDialog } from './PaymentAlertDialog';
import { PayPalCheckout } from './PayPalCheckout';
import { PlanCard } from './PlanCard';
import { UsageMeters } from './UsageMeters';
import { useBillingPage } from './useBillingPage';

/** Billing & Plans (spec §2): the project's plan, its usage, and the plans it can move to. */
export default function BillingPage() {
  const b = useBillingPage(useProjects());
  const { project, purchase } = b;

  const header = (
    <PageHeader
      title="Billing & Plans"
      subtitle={
        project ? (
          <>
            Plan, usage and payments of{' '}
            <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {project.name}
            </Box>
            .
          </>
        ) : (
          'Plan, usage and payments of the selected project.'
        )
      }
      actions={project ? <PeriodToggle view={b.view} onChange={b.setView} /> : undefined}
    />
  );

  if (!project) {
    return b.projectsLoading ? (
      <BillingSkeleton />
    ) : (
      <>
        {header}
        <NoProjectSelected />
      </>
    );
  }

  let body;
  if (b.state === 'error') {
    body = <ErrorState title="Error Loading Billing Information" message="Please try refreshing the page." onRetry={b.retry} />;
  } else if (b.state === 'loading' || !b.ctx || !b.subscription || !b.usage) {
    body = <BillingSkeleton />;
  } else {
    body = (
      <>
        {!b.canPay && (
          <Alert severity="info" variant="outlined" sx={{ mb: 3, bgcolor: 'background.paper' }}>
            Only the project owner and admins can change the plan or make payments. You can view the plans and usage.
          </Alert>
        )}
        {b.paymentsDisabled && (
          <Alert severity="warning" variant="outlined" sx={{ mb: 3, bgcolor: 'background.paper' }}>
            Payments are not available on this server right now. Please try again later.
          </Alert>
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
        {b.offers.length === 0 ? (
          <EmptyState
            icon={<ErrorOutlineRoundedIcon sx={{ fontSize: 44 }} />}
            title="No plans available"
            description="No subscription plans are offered right now. Please try refreshing the page."
          />
        ) : (
          <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
            {b.offers.map((o) => (
              <Grid key={o.plan.id} size={{ xs: 12, sm: 6, lg: 3 }}>
                <PlanCard offer={o} view={b.view} canPay={b.payable} pendingKey={purchase.pendingKey} busy={purchase.busy} onBuy={purchase.buy} />
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
      <PayPalCheckout checkout={purchase.sdk} />
    </Box>
  );
}
