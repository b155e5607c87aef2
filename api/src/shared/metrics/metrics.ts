import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { logger } from '../logger';

/** A gauge's reading: one number, or one number per set of labels. */
export type GaugeReading = number | readonly { labels: Record<string, string>; value: number }[];

export interface GaugeOptions {
  /** The label names the readings use (required when `collect` answers labelled values). */
  labelNames?: readonly string[];
}

/** Seconds; requests here take milliseconds, uploads and exports can take a minute. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * This process's metrics (each instance has its own: scrape every instance). Built for every app;
 * when METRICS_TOKEN is unset nothing is measured and `registerGauge` does nothing, so the
 * request paths pay nothing for it.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route'>;
  readonly graphqlOperations: Counter<'operation' | 'type' | 'outcome'>;
  readonly graphqlDuration: Histogram<'operation' | 'type'>;
  readonly portalShellFallbacks: Counter<'reason'>;

  constructor(readonly enabled: boolean) {
    const registers = [this.registry];
    this.httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request arriving to its response finishing, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.graphqlOperations = new Counter({
      name: 'graphql_operations_total',
      help: 'GraphQL operations over HTTP, by operation name, type and outcome (ok or the first error code)',
      labelNames: ['operation', 'type', 'outcome'],
      registers,
    });
    this.graphqlDuration = new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'Time from a GraphQL operation starting to its response being ready, by operation name and type',
      labelNames: ['operation', 'type'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.portalShellFallbacks = new Counter({
      name: 'portal_page_shell_fallbacks_total',
      help: 'Portal pages (and /login) sent as the bare shell for the browser to draw, because the server render failed or was late',
      labelNames: ['reason'],
      registers,
    });
    // Event-loop lag, memory, CPU, handles, garbage collection: prom-client's defaults.
    if (enabled) collectDefaultMetrics({ register: this.registry });
  }

  /**
   * A gauge read when Prometheus scrapes (the extension point for queues and the like):
   * `metrics.registerGauge('mail_queue_waiting', 'E-mails waiting', async () => (await queue.stats()).waiting)`.
   * A reading that fails is logged and the gauge is left without a value, so the scrape still answers.
   */
  registerGauge(name: string, help: string, collect: () => GaugeReading | Promise<GaugeReading>, options: GaugeOptions = {}): void {
    if (!this.enabled) return;
    const labelled = (options.labelNames?.length ?? 0) > 0;
    new Gauge({
      name,
      help,
      labelNames: options.labelNames ?? [],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          const reading = await collect();
          if (typeof reading === 'number') this.set(reading);
          else for (const { labels, value } of reading) this.set(labels, value);
        } catch (error) {
          logger.warn({ err: error, metric: name }, 'A metric could not be read');
          if (!labelled) this.set(Number.NaN);
        }
      },
    });
  }

  /** The Prometheus text of every metric of this process. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** What a job queue reports (the mail queue's `stats()`). */
export interface QueueStats {
  waiting: number;
  retrying: number;
  failed: number;
  oldestWaitingAgeSeconds: number;
}

/**
 * A queue's gauges, read once per scrape: `<queue>_queue_jobs{state="waiting|retrying|failed"}` and
 * `<queue>_queue_oldest_waiting_age_seconds`. Wiring the mail queue is one line:
 * `registerQueueGauges(metrics, 'mail', services.mailQueue)`.
 */
export function registerQueueGauges(metrics: Metrics, queue: string, source: { stats(): Promise<QueueStats> }): void {
  // Both gauges are collected together on a scrape: one stats() call serves both.
  let reading: Promise<QueueStats> | undefined;
  const stats = () => (reading ??= source.stats().finally(() => (reading = undefined)));
  metrics.registerGauge(
    `${queue}_queue_jobs`,
    `Jobs in the ${queue} queue by state (waiting, retrying, failed)`,
    async () => {
      const { waiting, retrying, failed } = await stats();
      return [
        { labels: { state: 'waiting' }, value: waiting },
        { labels: { state: 'retrying' }, value: retrying },
        { labels: { state: 'failed' }, value: failed },
      ];
    },
    { labelNames: ['state'] },
  );
  metrics.registerGauge(
    `${queue}_queue_oldest_waiting_age_seconds`,
    `Age of the oldest job waiting in the ${queue} queue (0 when none waits)`,
    async () => (await stats()).oldestWaitingAgeSeconds,
  );
}
