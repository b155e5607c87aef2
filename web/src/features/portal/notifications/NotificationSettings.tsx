import { useId, useState } from 'react';
import styled from 'styled-components';
import { surface } from '../../../components/Card';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast-store';
import { SwitchField } from './SwitchField';
import {
  NotificationPreferencesDocument,
  useNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} from '../../../graphql/generated';
import { defaultNotificationPreferences, type NotificationPreferences } from '@validation/notification-preferences';
import { failureToastText } from '../../../lib/service-unavailable';

const switches: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  { key: 'email', label: 'Email notifications', description: 'Receive notifications by email' },
  { key: 'documents', label: 'Document Updates', description: 'When your documents are reviewed' },
  { key: 'appointments', label: 'Appointment Reminders', description: 'Before your appointments' },
  { key: 'messages', label: 'Messages', description: 'When your advisor writes to you' },
  { key: 'tasks', label: 'Task Updates', description: 'When your tasks change' },
];

/**
 * The Notification Settings side panel (docs/product.md#notifications): which notifications also
 * come by e-mail, saved per user. The in-portal notification appears whatever is chosen here.
 */
export function NotificationSettings() {
  const headingId = useId();
  const { data, loading, error, refetch } = useNotificationPreferencesQuery();
  const [save, { loading: saving }] = useUpdateNotificationPreferencesMutation();
  // The switches as the user left them; they stay as set when saving fails.
  const [edited, setEdited] = useState<NotificationPreferences | null>(null);
  const stored = data?.notificationPreferences;
  const preferences = edited ?? (stored ? withoutTypename(stored) : defaultNotificationPreferences);
  const ready = !!stored;

  const submit = async () => {
    try {
      await save({
        variables: { input: preferences },
        // The answer carries no id to merge by: put it where the panel reads it.
        update: (cache, { data: answer }) => {
          if (answer)
            cache.writeQuery({
              query: NotificationPreferencesDocument,
              data: { notificationPreferences: answer.updateNotificationPreferences },
            });
        },
      });
      setEdited(null);
      toast({ description: 'Preferences saved', variant: 'success' });
    } catch (error) {
      toast({
        ...failureToastText(error, 'Failed to save preferences. Your choices are still here; please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Panel aria-labelledby={headingId} aria-busy={loading && !ready}>
      <h2 id={headingId}>Notification Settings</h2>
      <Lead>Choose what also comes to you by e-mail. Notifications always appear here.</Lead>
      {error && !ready ? (
        <p role="alert">
          Failed to load your preferences.{' '}
          <Button $variant="ghost" $size="sm" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </p>
      ) : (
        <List>
          {switches.map(({ key, label, description }) => (
            <SwitchField
              key={key}
              label={label}
              description={description}
              checked={preferences[key]}
              disabled={!ready}
              onCheckedChange={(checked) => setEdited({ ...preferences, [key]: checked })}
            />
          ))}
        </List>
      )}
      <Button $block disabled={!ready || saving} onClick={() => void submit()}>
        {saving ? 'Saving…' : 'Save Preferences'}
      </Button>
    </Panel>
  );
}

function withoutTypename({ email, documents, appointments, messages, tasks }: NotificationPreferences): NotificationPreferences {
  return { email, documents, appointments, messages, tasks };
}

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  ${surface}
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
