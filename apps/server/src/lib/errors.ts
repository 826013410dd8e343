import { ErrorCode, msg } from '@sixmark/shared';

/**
 * An error meant for the user: a named code from the catalogue, a Chinese message and
 * an HTTP status. Services throw these; the error plugin turns them into the envelope.
 */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly statusCode = 400,
    public readonly data: unknown = null,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = msg.badRequest, code: string = ErrorCode.BAD_REQUEST) =>
  new AppError(code, message, 400);
export const notFound = (message: string = msg.notFound) => new AppError(ErrorCode.NOT_FOUND, message, 404);
export const unauthorized = (message: string = msg.loginRequired) =>
  new AppError(ErrorCode.UNAUTHORIZED, message, 401);
export const forbidden = (message: string, code: string = ErrorCode.FORBIDDEN) => new AppError(code, message, 403);
