import { useEffect, useState } from 'react';

/** How often the page asks again while a payment is being confirmed, and for how long. */
const CONFIRMING_POLL_MS = 3_000;
const CONFIRMING_FOR_MS = 60_000;

/**
 * Back from paying (`?payment=returned`), the provider's notification may not have come yet: the
 * invoice is asked for again every few seconds, for a minute, so that it shows paid as soon as it
 * is. Answers 'confirming' while it asks, 'late' once the minute passed without it, else null.
 */
export function usePaymentConfirmation(
  outcome: string | null,
  status: string | undefined,
  polling: { startPolling: (intervalMs: number) => void; stopPolling: () => void },
): 'confirming' | 'late' | null {
  const { startPolling, stopPolling } = polling;
  // Not before the invoice is there (the first answer is on its way), nor once it is paid.
  const waiting = outcome === 'returned' && status !== undefined && status !== 'PAID';
  const [late, setLate] = useState(false);

  useEffect(() => {
    if (!waiting) return;
    startPolling(CONFIRMING_POLL_MS);
    const timer = setTimeout(() => {
      stopPolling();
      setLate(true);
    }, CONFIRMING_FOR_MS);
    return () => {
      clearTimeout(timer);
      stopPolling();
    };
  }, [waiting, startPolling, stopPolling]);

  if (!waiting) return null;
  return late ? 'late' : 'confirming';
}
