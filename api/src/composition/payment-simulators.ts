import type { Express } from 'express';
import { PAYMENT_SIMULATOR_PATHS, type AppConfig } from '../config';
import { payfastSimulator, yocoSimulator } from '../features/billing';

/**
 * The project's PayFast and Yoco simulators (docs/operations.md#payment-simulators), mounted beside
 * the site when PAYMENT_SIMULATORS is on and a provider's settings point at them: tests, the e2e
 * journeys and the demo pay through the same protocol code as a real account, over real HTTP,
 * without a real provider. Never in production (config.ts refuses it).
 */
export function mountPaymentSimulators(app: Express, config: AppConfig): void {
  if (!config.paymentSimulators) return;
  const payfast = config.payfast;
  if (payfast && payfast.baseUrl === config.publicUrl + PAYMENT_SIMULATOR_PATHS.payfast) {
    app.use(
      PAYMENT_SIMULATOR_PATHS.payfast,
      payfastSimulator({
        merchantId: payfast.merchantId,
        merchantKey: payfast.merchantKey,
        passphrase: payfast.passphrase,
        // Its passphrase is no secret: without this, anyone could make the server post to any address.
        allowNotifyUrl: (url) => url.origin === new URL(config.publicUrl).origin,
      }),
    );
  }
  const yoco = config.yoco;
  if (yoco && yoco.apiUrl === config.publicUrl + PAYMENT_SIMULATOR_PATHS.yoco) {
    app.use(
      PAYMENT_SIMULATOR_PATHS.yoco,
      yocoSimulator({
        secretKey: yoco.secretKey,
        webhookSecret: yoco.webhookSecret,
        webhookUrl: () => `${config.publicUrl}/api/payments/notifications/yoco`,
      }),
    );
  }
}
