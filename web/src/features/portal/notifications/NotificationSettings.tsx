import { useId, useState } from 'react';
import styled from 'styled-components';
import { surface } from '../../../components/Card';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast-store';
import { SwitchField } from './SwitchField';

export interface NotificationPreferences {
  email: boolean;
  documents: boolean;
  appointments: boolean;
  messages: boolean;
  tasks: boolean;
}

/** SPEC.md §9: every preference starts on. */
export const defaultPreferences: NotificationPreferences = {
  email: true,
  documents: true,
  appointments: true,
  messages: true,
  tasks: true,
};

const switches: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  { key: 'email', label: 'Email notifications', description: 'Receive notifications by email' },
  { key: 'documents', label: 'Document Updates', description: 'When your documents are reviewed' },
  { key: 'appointments', label: 'Appointment Reminders', description: 'Before your appointments' },
  { key: 'messages', label: 'Messages', description: 'When your advisor writes to you' },
  { key: 'tasks', label: 'Task Updates', description: 'When your tasks change' },
];

/**
 * The Notification Settings side panel (SPEC.md §2). Saving keeps the choices on this page only:
 * the spec shows no behaviour beyond local state.
 */
export function NotificationSettings() {
  const headingId = useId();
  const [preferences, setPreferences] = useState<NotificationPreferences>(defaultPreferences);
  const [, setSaved] = useState<NotificationPreferences>(defaultPreferences);

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>Notification Settings</h2>
      <List>
        {switches.map(({ key, label, description }) => (
          <SwitchField
            key={key}
            label={label}
            description={description}
            checked={preferences[key]}
            onCheckedChange={(checked) => setPreferences((current) => ({ ...current, [key]: checked }))}
          />
        ))}
      </List>
      <Button
        $block
        onClick={() => {
          setSaved(preferences);
          toast({ description: 'Preferences saved', variant: 'success' });
        }}
      >
        Save Preferences
      </Button>
    </Panel>
  );
}

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
