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

/** Which payment provider to use: paypal (JS SDK with clientId), simulator, or disabled. */
export const BILLING_PAYMENTS_CONFIG = graphql(`
  query BillingPaymentsConfig {
    paymentsConfig { provider clientId currency }
  }
`);

/** POST /payments/order: the server prices the purchase and creates the provider order. */
export const BILLING_CREATE_ORDER = graphql(`
  mutation BillingCreatePaymentOrder($input: CreatePaymentOrderInput!) {
    createPaymentOrder(input: $input) {
      order { orderId approveUrl amount currency description }
    }
  }
`);

/** POST /payments/create: the payment record. */
export const BILLING_RECORD_PAYMENT = graphql(`
  mutation BillingRecordPayment($input: RecordPaymentInput!) {
    recordPayment(input: $input) {
      payment { orderId planId variant type amount currency status }
    }
  }
`);

/** POST /payments/confirm: the server captures, verifies and applies the payment. */
export const BILLING_CONFIRM_PAYMENT = graphql(`
  mutation BillingConfirmPayment($input: ConfirmPaymentInput!) {
    confirmPayment(input: $input) {
      success
      plan { subscriptionStatus planExpirationDate currentPlan { id name } }
    }
  }
`);
