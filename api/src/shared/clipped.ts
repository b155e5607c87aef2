/**
 * `text` cut to at most `max` characters, an ellipsis in place of what was cut: for a message the
 * server did not write all of itself (an error from a library, a database or a mail server),
 * answered where a length is promised.
 */
export const clipped = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
