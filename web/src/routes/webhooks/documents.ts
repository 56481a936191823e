import { graphql } from '../../apollo/generated';

export const WEBHOOKS = graphql(`
  query Webhooks($projectId: ID!) {
    webhooks(projectId: $projectId) { id url events description active secret createdAt updatedAt createdBy { id name } }
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
  mutation CreateWebhook($projectId: ID!, $input: WebhookInput!) {
    createWebhook(projectId: $projectId, input: $input) { id url secret }
  }
`);

export const UPDATE_WEBHOOK = graphql(`
  mutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {
    updateWebhook(id: $id, input: $input) { id url events description active }
  }
`);

export const DELETE_WEBHOOK = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(id: $id) { id }
  }
`);

export const ROTATE_WEBHOOK_SECRET = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) { id secret }
  }
`);

export const REDELIVER = graphql(`
  mutation RedeliverWebhookDelivery($webhookId: ID!, $deliveryId: ID!) {
    redeliverWebhookDelivery(webhookId: $webhookId, deliveryId: $deliveryId) { id status }
  }
`);
