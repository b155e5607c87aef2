/**
 * Resolves in a later task: what follows runs after the browser has had the chance to paint and
 * answer input. A module without side effects, so that anything may import it; next-task.ts is
 * the entry's yield itself, and importing that would move the yield.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
