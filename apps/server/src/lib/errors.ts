/** Errors a service throws on purpose; the error handler turns them into `{error:{code,message}}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'VALIDATION', message, fields);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, 'FORBIDDEN', message);
export const unauthorized = (message = 'Please sign in first') => new AppError(401, 'UNAUTHORIZED', message);
