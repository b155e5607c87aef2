/** Where a question's note's message is kept among the form's messages (a question's key could be "message"). */
export const noteErrorKey = (questionKey: string) => `note:${questionKey}`;

/** Messages by where they show: `notes.<i>.note` under the i-th noted question, the rest by field name. */
export function errorsByField(issues: { path: string; message: string }[], noted: [string, string][]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const note = /^notes\.(\d+)\./.exec(path);
    const key = note ? noted[Number(note[1])]?.[0] : undefined;
    errors[key ? noteErrorKey(key) : path.startsWith('notes') ? 'notes' : path] ??= message;
  }
  return errors;
}
