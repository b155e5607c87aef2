import type { BackgroundJob } from '../../context/feature-module';

/**
 * Runs the webhook worker while the server runs (server.ts starts every feature's jobs after
 * listening and stops them first); the app's close() then waits for the deliveries under way. The
 * test app starts no jobs: its suites drive the worker with runRound and drain.
 */
export const webhookWorkerJob: BackgroundJob = {
  name: 'webhook-deliveries',
  start({ services }) {
    services.webhookWorker.start();
    return () => void services.webhookWorker.stop();
  },
};
