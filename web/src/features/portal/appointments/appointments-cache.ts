import type { ApolloCache, Reference } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { AppointmentCardFragmentDoc, AppointmentPersonFragmentDoc, type AppointmentCardFragment } from '../../../graphql/generated';

/** The card fragment with the person fragment it spreads (codegen's document holds only its own). */
const appointmentCardDocument: DocumentNode = {
  kind: AppointmentCardFragmentDoc.kind,
  definitions: [...AppointmentCardFragmentDoc.definitions, ...AppointmentPersonFragmentDoc.definitions],
};

/** The search a cached `appointments` entry was stored under: `appointments({"search":"vat"})`. */
function storedSearch(storeFieldName: string): string | undefined {
  const rest = storeFieldName.slice('appointments'.length);
  if (rest === '') return '';
  try {
    const args = JSON.parse(rest.startsWith('(') ? rest.slice(1, -1) : rest.slice(1)) as { search?: string | null };
    return args.search ?? '';
  } catch {
    // An unreadable key is left alone.
    return undefined;
  }
}

/** The server's search rule (AppointmentsService.list): title or description, any case. */
export function matchesSearch(appointment: Pick<AppointmentCardFragment, 'title' | 'description'>, search: string): boolean {
  const text = search.trim().toLowerCase();
  return !text || appointment.title.toLowerCase().includes(text) || (appointment.description ?? '').toLowerCase().includes(text);
}

/** Array.isArray, keeping a readonly array's item type (TypeScript's own typing turns the items into `any`). */
const isArray: (value: unknown) => value is readonly unknown[] = Array.isArray;

/**
 * After booking: writes the appointment and adds it to every cached list whose search it
 * matches, so it shows at once without fetching the list again. The page sorts each list.
 */
export function addAppointmentToLists(cache: ApolloCache<unknown>, appointment: AppointmentCardFragment) {
  const ref = cache.writeFragment({ fragment: appointmentCardDocument, fragmentName: 'AppointmentCard', data: appointment });
  if (!ref) return;
  cache.modify<{ appointments: Reference[] }>({
    fields: {
      appointments(existing, { storeFieldName, readField }) {
        const search = storedSearch(storeFieldName);
        if (!isArray(existing) || search === undefined || !matchesSearch(appointment, search)) return existing;
        if (existing.some((node) => readField('id', node) === appointment.id)) return existing;
        return [...existing, ref];
      },
    },
  });
}
