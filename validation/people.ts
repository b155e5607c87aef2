/**
 * A person's full name as the portal and the api's notices write it: first and last name, trimmed
 * (so one missing part leaves no stray space). Empty when both are; callers add their fallback
 * (`fullNameOf(user) || user.email`).
 */
export function fullNameOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
