/**
 * Stripe's error answers: `{ error: { type, code, message, param } }` with Stripe's statuses, so
 * the `stripe` package raises the same error classes (and codes) it raises against Stripe.
 */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'idempotency_error' | 'api_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  get body() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

export const missingParam = (param: string) =>
  new StripeApiError(
    400,
    'invalid_request_error',
    `Missing required param: ${param}.`,
    'parameter_missing',
    param,
  );

export const invalidParam = (param: string, message: string, code = 'parameter_invalid') =>
  new StripeApiError(400, 'invalid_request_error', message, code, param);

/** A parameter Stripe may well know but this stand-in does not imitate: said plainly, not ignored. */
export const unsupportedParam = (param: string) =>
  new StripeApiError(
    400,
    'invalid_request_error',
    `The local Stripe stand-in does not support the parameter: ${param}. Add it to emulators/src/stripeStandIn if the app needs it.`,
    'parameter_unknown',
    param,
  );

export const noSuchSession = (id: string, param = 'session') =>
  new StripeApiError(
    404,
    'invalid_request_error',
    `No such checkout.session: '${id}'`,
    'resource_missing',
    param,
  );
