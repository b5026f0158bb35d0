// The single error handler: every failure leaves as { error: { code, message, details? } }. Stack traces and
// internal messages go to the log only.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError } from './errors';

type BodyParserError = Error & { type?: string; status?: number; expose?: boolean };

function fromBodyParser(err: BodyParserError): ApiError | undefined {
  switch (err.type) {
    case 'entity.parse.failed':
      return new ApiError(
        400,
        'MALFORMED_JSON',
        'The request body is not valid JSON: check quotes, commas and brackets',
      );
    case 'entity.too.large':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError(415, 'UNSUPPORTED_ENCODING', 'Send the body as UTF-8 JSON');
    case 'request.aborted':
      return new ApiError(400, 'REQUEST_ABORTED', 'The request was aborted before its body arrived');
    default:
      if (err instanceof URIError) {
        return new ApiError(400, 'MALFORMED_URL', 'The URL contains malformed percent-encoding');
      }
      if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
        return new ApiError(
          err.status,
          'BAD_REQUEST',
          err.expose ? err.message : 'The request could not be understood',
        );
      }
      return undefined;
  }
}

export const badTargetHandler: RequestHandler = (_req, _res, next) => {
  next(
    new ApiError(
      400,
      'BAD_REQUEST_TARGET',
      'Only paths on this server can be requested (no absolute URL or host:port)',
    ),
  );
};

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new ApiError(404, 'NOT_FOUND', `No route for ${req.method} ${req.path}`));
};

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = err instanceof ApiError ? err : fromBodyParser(err as BodyParserError);
  const apiError =
    known ?? new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side; please retry');
  if (apiError.status >= 500) req.log?.error({ err }, 'request failed');
  else req.log?.info({ code: apiError.code, status: apiError.status }, apiError.message);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(apiError.status).json({
    error: {
      code: apiError.code,
      message: apiError.message,
      ...(apiError.details === undefined ? {} : { details: apiError.details }),
    },
  });
};
