/**
 * One stable error-code set for the whole product. Edges map each code once to an HTTP
 * status and a GraphQL extensions.code; messages use the spec's texts where it has one.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PROJECT_NOT_FOUND: 404,
  ENVIRONMENT_NOT_FOUND: 404,
  FLAG_NOT_FOUND: 404,
  OVERRIDE_NOT_FOUND: 404,
  MEMBER_NOT_FOUND: 404,
  INVITATION_NOT_FOUND: 404,
  PLAN_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  PROJECT_ALREADY_EXISTS: 409,
  ENVIRONMENT_NAME_TAKEN: 409,
  LAST_ENVIRONMENT: 409,
  FLAG_KEY_TAKEN: 409,
  FLAG_KEY_IMMUTABLE: 400,
  INVALID_FLAG_VALUE: 400,
  OVERRIDE_FIELDS_REQUIRED: 400,
  OVERRIDE_ENVIRONMENT_NOT_FOUND: 400,
  OVERRIDE_NO_FLAGS: 400,
  OVERRIDE_UNKNOWN_FLAG: 400,
  OVERRIDE_EXPIRY_IN_PAST: 400,
  OVERRIDE_NOT_EXPIRED: 409,
  PLAN_LIMIT_REACHED: 402,
  /** a feature the project's plan does not include (details.feature, e.g. advancedAnalytics: usage charts, issue 20) */
  PLAN_FEATURE_REQUIRED: 402,
  ALREADY_MEMBER: 409,
  INVITATION_PENDING: 409,
  INVITATION_EXPIRED: 410,
  INVITATION_NOT_PENDING: 409,
  INVITATION_EMAIL_MISMATCH: 403,
  CANNOT_CHANGE_OWNER: 409,
  FREE_PLAN_NOT_PURCHASABLE: 400,
  CURRENT_PLAN_NOT_PURCHASABLE: 409,
  DOWNGRADE_RESTRICTED: 409,
  NOTHING_TO_RENEW: 409,
  UPGRADE_NOT_ALLOWED: 409,
  PAYMENT_ALREADY_RECORDED: 409,
  PAYMENT_ALREADY_CONFIRMED: 409,
  PAYMENT_ALREADY_APPLIED: 409,
  PAYMENT_NOT_CAPTURED: 402,
  PAYMENT_AMOUNT_MISMATCH: 402,
  PAYMENT_CURRENCY_MISMATCH: 402,
  PAYMENT_REFERENCE_MISMATCH: 402,
  /** the price the buyer was shown (upgrade_price, current_plan_id) is no longer the server's quote: refresh */
  PAYMENT_QUOTE_CHANGED: 409,
  /** the payment provider failed, timed out or answered something unusable */
  PAYMENT_PROVIDER_ERROR: 502,
  /** no payment provider is configured on this server */
  PAYMENTS_NOT_CONFIGURED: 503,
  CONCURRENCY_CONFLICT: 409,
  /** a restore that cannot be applied to the project as it is now (e.g. the environment it needs is gone) */
  RESTORE_NOT_POSSIBLE: 409,
  /** a targeting document the flagd schema or the flag refuses; details.path points into the document */
  INVALID_TARGETING: 400,
  /** a targeting document or segment conditions over a size, depth or count limit */
  TARGETING_TOO_LARGE: 400,
  TARGETING_NOT_FOUND: 404,
  /** segment conditions that are not a flagd JSON Logic rule; details.path points into the segment */
  INVALID_SEGMENT: 400,
  SEGMENT_NOT_FOUND: 404,
  SEGMENT_NAME_TAKEN: 409,
  /** a segment that targeting references cannot be deleted; details.usage says where */
  SEGMENT_IN_USE: 409,
  /** a value, document, name or map over its fixed size limit (details: limitType, size or count, max) */
  SIZE_LIMIT_EXCEEDED: 413,
  /** a fixed count limit that is not a plan's (pending invitations of a project) */
  QUOTA_EXCEEDED: 409,
  /** the invitation's sender can no longer grant its role (they left or were demoted) */
  INVITATION_REVOKED: 410,
  /** the project's read models are quarantined after an event they could not apply: operators are told */
  PROJECT_QUARANTINED: 503,
  /** the read models are being rebuilt (e.g. after Redis restarted empty): try again shortly */
  READ_MODELS_REBUILDING: 503,
  /** too many expensive reads (history, exports) of one caller at once */
  TOO_MANY_CONCURRENT_REQUESTS: 429,
  /** API tokens, webhooks, promote and import/export (issue 19) */
  TOKEN_NOT_FOUND: 404,
  WEBHOOK_NOT_FOUND: 404,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  /** a webhook URL that is not http(s), carries credentials, or names a loopback/private address */
  WEBHOOK_URL_NOT_ALLOWED: 400,
  /** an import document that is not a Flagstream export (or not one this version reads) */
  INVALID_DOCUMENT: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    if (details) this.details = details;
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

/** HTTP status for a code, so REST and GraphQL map errors from one table. */
export const httpStatusOf = (code: ErrorCode): number => ERROR_CODES[code];

export function fail(code: ErrorCode, message: string, details?: Record<string, unknown>): never {
  throw new DomainError(code, message, details);
}
