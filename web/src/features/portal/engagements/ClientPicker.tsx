import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/Field';
import { personName } from './engagement-labels';

export interface ClientChoice {
  id: string;
  firstName: string;
  lastName: string;
  /** Tells two clients of one name apart; unknown for a client no longer on the list. */
  email?: string;
}

interface ClientPickerProps {
  /** The active clients; undefined while they load. */
  clients: readonly ClientChoice[] | undefined;
  /** The client the engagement names now: offered even when no longer active, as the API keeps it. */
  current: ClientChoice | null;
  /** The chosen client's id: always offered, whatever the search. */
  chosenId: string;
  error?: string;
  select: UseFormRegisterReturn<'clientId'>;
}

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const describe = (client: ClientChoice) => (client.email ? `${personName(client)} (${client.email})` : (personName(client) ?? client.id));

/**
 * The Client field of the engagement form: a search box that narrows the list by name or e-mail
 * (a firm may have hundreds of clients), over a native select, which a phone shows in its own
 * picker and every screen reader knows. The chosen client stays in the list whatever is searched.
 */
export function ClientPicker({ clients, current, chosenId, error, select }: ClientPickerProps) {
  const [search, setSearch] = useState('');
  // The current client is offered from the start, so that an edit shows it while the list loads.
  const all = current && !clients?.some((client) => client.id === current.id) ? [current, ...(clients ?? [])] : (clients ?? []);
  const wanted = normalised(search);
  const matching = wanted ? all.filter((client) => normalised(`${personName(client)} ${client.email ?? ''}`).includes(wanted)) : all;
  const chosen = all.find((client) => client.id === chosenId);
  const shown = chosen && !matching.includes(chosen) ? [chosen, ...matching] : matching;
  const prompt = !clients
    ? 'Loading clients…'
    : !wanted
      ? 'Choose a client'
      : matching.length === 0
        ? `No client matches “${search.trim()}”`
        : `Choose from ${matching.length} matching ${matching.length === 1 ? 'client' : 'clients'}`;

  return (
    <>
      <TextField
        label="Find a client"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Name or e-mail"
        value={search}
        disabled={!clients}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField label="Client" required disabled={!clients} error={error} {...select}>
        <option value="">{prompt}</option>
        {shown.map((client) => (
          <option key={client.id} value={client.id}>
            {describe(client)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
