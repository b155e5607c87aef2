import { fullNameOf } from '@validation/people';
import type { ErasureRequestRowFragment } from '../../../../graphql/generated';

/** Who asked, as the list and the dialogs name them (after an approval, "Erased client 7f3a"). */
export function clientNameOf(request: ErasureRequestRowFragment): string {
  const client = request.client;
  if (!client) return 'A former client';
  return fullNameOf(client) || client.email;
}
