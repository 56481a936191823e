import { graphql } from '../../apollo/generated';

/**
 * What the Webhooks screen reads of a webhook (the form edits url, events and description; the log
 * shows the url), plus the card's own fragment. Create and update answer with it, rotate with the
 * new secret, so Apollo's cache updates the list without a refetch.
 */
export const WEBHOOKS_PAGE_WEBHOOK = graphql(`
  fragment WebhooksPage_webhook on Webhook {
    id url events description active
    ...WebhookCard_webhook
  }
`);

export const WEBHOOKS = graphql(`
  query Webhooks($projectId: ID!) {
    webhooks(projectId: $projectId) { ...WebhooksPage_webhook }
    webhookEventTypes { group types }
  }
`);

export const WEBHOOK_DELIVERIES = graphql(`
  query WebhookDeliveries($webhookId: ID!, $first: Int, $before: Float) {
    webhookDeliveries(webhookId: $webhookId, first: $first, before: $before) {
      nextCursor
      deliveries {
        id seq eventId eventType position status attempts redelivery createdAt deliveredAt nextAttemptAt responseCode latencyMs error
        history { at statusCode latencyMs error }
      }
    }
  }
`);

export const CREATE_WEBHOOK = graphql(`
  mutation CreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) { webhook { ...WebhooksPage_webhook } }
  }
`);

export const UPDATE_WEBHOOK = graphql(`
  mutation UpdateWebhook($input: UpdateWebhookInput!) {
    updateWebhook(input: $input) { webhook { ...WebhooksPage_webhook } }
  }
`);

export const DELETE_WEBHOOK = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(input: { id: $id }) { deletedId }
  }
`);

export const ROTATE_WEBHOOK_SECRET = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(input: { id: $id }) { webhook { id secret } }
  }
`);

export const REDELIVER = graphql(`
  mutation RedeliverWebhookDelivery($webhookId: ID!, $deliveryId: ID!) {
    redeliverWebhookDelivery(input: { webhookId: $webhookId, deliveryId: $deliveryId }) { delivery { id status } }
  }
`);
