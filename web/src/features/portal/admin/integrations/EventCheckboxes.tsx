import styled from 'styled-components';
import { webhookEventCatalogue, webhookEventGroups, type SubscribableWebhookEventType } from '@validation/webhook-events';
import { CheckboxField } from '../../../../components/Checkbox';

/** The subscribable events as checkboxes, grouped as the catalogue groups them, each with what it means. */
export function EventCheckboxes({
  selected,
  onChange,
  disabled,
}: {
  selected: readonly string[];
  onChange: (events: SubscribableWebhookEventType[]) => void;
  disabled?: boolean;
}) {
  const toggle = (type: SubscribableWebhookEventType, on: boolean) =>
    onChange(webhookEventGroups.flatMap((group) => group.types).filter((each) => (each === type ? on : selected.includes(each))));
  return (
    <Groups>
      {webhookEventGroups.map(({ group, types }) => (
        <Group key={group}>
          <h4>{group}</h4>
          {types.map((type) => (
            <CheckboxField
              key={type}
              label={<code>{type}</code>}
              description={webhookEventCatalogue[type].description}
              checked={selected.includes(type)}
              onCheckedChange={(on) => toggle(type, on)}
              disabled={disabled}
              name="events"
              value={type}
            />
          ))}
        </Group>
      ))}
    </Groups>
  );
}

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
