import { ErrorCode, errorSpec, type ErrorCodeValue } from '@sixmark/shared';

export interface AppErrorOptions {
  /** A more precise Chinese text than the catalogue's default (e.g. with the limits in it). */
  message?: string;
  /** Only where one code deliberately leaves with another status (see its use). */
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/**
 * An error meant for the user: a code from the shared catalogue (packages/shared
 * api/error-codes.ts), which gives its HTTP status and Chinese message. Services throw
 * these; the error plugin turns them into the envelope.
 */
export class AppError extends Error {
  public readonly statusCode: number;
  public readonly data: unknown;
  public readonly headers: Record<string, string>;

  constructor(
    public readonly code: ErrorCodeValue,
    options: AppErrorOptions = {},
  ) {
    const spec = errorSpec(code)!;
    super(options.message ?? spec.message);
    this.name = 'AppError';
    this.statusCode = options.status ?? spec.status;
    this.data = options.data ?? null;
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (message?: string) => new AppError(ErrorCode.BAD_REQUEST, { message });
export const notFound = (message?: string) => new AppError(ErrorCode.NOT_FOUND, { message });
export const unauthorized = (message?: string) => new AppError(ErrorCode.UNAUTHORIZED, { message });
export const forbidden = (message?: string) => new AppError(ErrorCode.FORBIDDEN, { message });
