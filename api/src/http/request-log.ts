import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { requestIdOf } from './request-id';
import { urlWithoutSecrets } from '../shared/log-redaction';

export interface RequestLogOptions {
  /** Requests whose completion is not logged (a scraper's every-15-seconds visit, say). */
  ignore?: (url: string) => boolean;
}

/**
 * Every request's logger (`req.log`, its lines carrying the request's id) and one line when its
 * answer is sent: "request completed", or "request errored" at error level for a 5xx, with the
 * method, the URL, the client's address, the status and the time taken. The URL is written without
 * its secrets (shared/log-redaction.ts): a signed download link's signature, a reset or invitation
 * link's token, a code, a GET's secret GraphQL variables are `[redacted]`, so whoever reads the log
 * cannot use them; the path and the other parameters stay as sent.
 *
 * pino-http did this before, and cost a tenth of a signed-in request's CPU time: it made two child
 * loggers per request, one of them serializing and redacting every request header at once, even
 * where the level dropped the line they were for. Here the child logger is made when first used
 * (few requests log anything but their completion), the completion line is built only when its
 * level is on, and headers are not logged: they repeated the cookie-less browser's user agent on
 * every line and were the one place a session cookie could reach the logs.
 */
export function requestLog(logger: Logger, options: RequestLogOptions = {}): RequestHandler {
  return (req, res, next) => {
    let requestLogger: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (requestLogger ??= logger.child({ requestId: requestIdOf(req) })),
    });
    if (options.ignore?.(req.originalUrl) || !logger.isLevelEnabled('info')) return next();

    const startedAt = process.hrtime.bigint();
    const logCompletion = () => {
      res.off('finish', logCompletion);
      res.off('close', logCompletion);
      const line = {
        req: { method: req.method, url: urlWithoutSecrets(req.originalUrl), remoteAddress: req.ip },
        res: { statusCode: res.statusCode },
        responseTime: Number((process.hrtime.bigint() - startedAt) / 1_000_000n),
      };
      if (!res.writableFinished) req.log.warn(line, 'request aborted');
      else if (res.statusCode >= 500) req.log.error(line, 'request errored');
      else req.log.info(line, 'request completed');
    };
    res.on('finish', logCompletion);
    res.on('close', logCompletion);
    next();
  };
}
