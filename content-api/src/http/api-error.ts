import type { FieldErrors } from '@group/shared/contract';

/** An answer other than success, carried to the error handler and sent as `{status, message}`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message: string) => new ApiError(404, message);
