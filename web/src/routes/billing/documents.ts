import { graphql } from '../../apollo/generated';

/** GET /subscription-plans/public: the catalogue, in plan order (cached 10 min). */
export const BILLING_PLANS = graphql(`
  query BillingPlans {
    subscriptionPlans {
      id
      name
      description
      monthyPrice
      yearlyPrice
      isFreePlan
      planOrder
      featureMaxEnvironments
      featureMaxFeatureFlags
      featureMaxOverrides
      featureMaxTeamMembers
      featureHasWhitelabel
    }
  }
`);

/** GET /subscription-plans/current/{projectId} (cached 5 min). */
export const BILLING_CURRENT_PLAN = graphql(`
  query BillingCurrentPlan($projectId: ID!) {
    currentPlan(projectId: $projectId) {
      currentPlan {
        id
        name
        description
        monthyPrice
        yearlyPrice
        isFreePlan
        planOrder
        featureMaxEnvironments
        featureMaxFeatureFlags
        featureMaxOverrides
        featureMaxTeamMembers
        featureHasWhitelabel
      }
      planExpirationDate
      subscriptionVariant
      subscriptionStatus
      planPeriodStart
    }
  }
`);

/** The project's resource counts for the usage meters. */
export const BILLING_USAGE = graphql(`
  query BillingUsage($projectId: ID!) {
    projectUsage(projectId: $projectId) {
      totalEnvironments
      totalFeatureFlags
      totalOverrides
      totalTeamMembers
    }
  }
`);

/** Which payment provider to use: paypal (JS SDK with client_id), simulator, or disabled. */
export const BILLING_PAYMENTS_CONFIG = graphql(`
  query BillingPaymentsConfig {
    paymentsConfig { provider client_id currency }
  }
`);

/** POST /payments/order: the server prices the purchase and creates the provider order. */
export const BILLING_CREATE_ORDER = graphql(`
  mutation BillingCreatePaymentOrder($input: PaymentOrderInput!) {
    createPaymentOrder(input: $input) { order_id approve_url amount currency description }
  }
`);

/** POST /payments/create: the payment record. */
export const BILLING_RECORD_PAYMENT = graphql(`
  mutation BillingRecordPayment($input: RecordPaymentInput!) {
    recordPayment(input: $input) { order_id plan_id variant type amount currency status }
  }
`);

/** POST /payments/confirm: the server captures, verifies and applies the payment. */
export const BILLING_CONFIRM_PAYMENT = graphql(`
  mutation BillingConfirmPayment($orderId: ID!) {
    confirmPayment(orderId: $orderId) {
      success
      plan { subscriptionStatus planExpirationDate currentPlan { id name } }
    }
  }
`);
