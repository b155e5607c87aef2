/**
 * Work a request started but does not wait for (an e-mail sent after the answer). Kept so that
 * a stopping server, and a test, can wait until all of it is done.
 */
export class InFlight {
  private readonly running = new Set<Promise<unknown>>();

  track(work: Promise<unknown>): void {
    const settled = work.catch(() => undefined);
    this.running.add(settled);
    void settled.finally(() => this.running.delete(settled));
  }

  /** Resolves when everything tracked so far (and anything it started meanwhile) has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
