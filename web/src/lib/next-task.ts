import { nextTask } from './browser-task';

/**
 * Imported between the entry's heavy imports (main.tsx): this top-level await ends the task the
 * browser evaluates the entry in, and React DOM (imported after it) evaluates in the next one.
 * Evaluated in one piece, the entry held a phone's main thread for over 100 ms, which Lighthouse
 * counts against Total Blocking Time.
 */
await nextTask();
