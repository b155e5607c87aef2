import { clipped } from '../shared/clipped';

/**
 * The longest sentence a Notice carries (`{ message }`, the answer of a route that only says what
 * it did: signed out, a password reset asked for, two-step sign-in turned off). The sentences are
 * the server's own, never a caller's; the longest today is the password reset's, 121 characters.
 */
export const NOTICE_MESSAGE_MAX_LENGTH = 200;

/** A Notice answer: `message` as it is, or cut to NOTICE_MESSAGE_MAX_LENGTH should a sentence ever outgrow it. */
export const notice = (message: string) => ({ message: clipped(message, NOTICE_MESSAGE_MAX_LENGTH) });
