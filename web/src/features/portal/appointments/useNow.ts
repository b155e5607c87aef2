import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`: an appointment moves from Upcoming to Past, and
 * its Join Meeting button goes, while the page stays open.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
