import pino from 'pino';

/** One structured logger for the process; quiet under tests unless LOG_LEVEL says otherwise. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.JEST_WORKER_ID ? 'silent' : 'info'),
  redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
});
