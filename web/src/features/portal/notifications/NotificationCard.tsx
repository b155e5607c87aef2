import { useId, useState } from 'react';
import styled from 'styled-components';
import { RecordArticle } from '../../../components/RecordCard';
import { formatDateTime } from '../../../lib/format';
import type { NotificationCardFragment } from '../../../graphql/generated';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon, type AnyIconName } from '../../../components/Icon';

const typeLooks: Record<string, { icon: AnyIconName; color: string; label: string }> = {
  success: { icon: 'check-circle', color: '#17713a', label: 'Success' },
  warning: { icon: 'shield-check', color: '#8a5300', label: 'Warning' },
  error: { icon: 'close', color: '#b42318', label: 'Error' },
  info: { icon: 'lightbulb', color: '#1d4ed8', label: 'Information' },
};

/** success, warning, error; anything else is shown as info (docs/product.md#notifications). */
export const typeLook = (type: string) => typeLooks[type] ?? typeLooks.info;

const categoryLooks: Record<string, { label: string; tone: BadgeTone }> = {
  document: { label: 'Document', tone: 'info' },
  appointment: { label: 'Appointment', tone: 'purple' },
  message: { label: 'Message', tone: 'teal' },
  engagement: { label: 'Engagement', tone: 'gold' },
  task: { label: 'Task', tone: 'rose' },
};

/** document, appointment, message, engagement, task; anything else (or none) is General. */
export const categoryLook = (category: string | null | undefined) =>
  (category && categoryLooks[category]) || { label: 'General', tone: 'neutral' as BadgeTone };

interface NotificationCardProps {
  notification: NotificationCardFragment;
  onMarkRead: (notification: NotificationCardFragment) => Promise<void>;
}

/**
 * One notification (docs/product.md#notifications): type icon, category, title, content, date,
 * View, Mark as read.
 */
export function NotificationCard({ notification, onMarkRead }: NotificationCardProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const look = typeLook(notification.type);
  const category = categoryLook(notification.category);

  async function markRead() {
    setBusy(true);
    try {
      await onMarkRead(notification);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Article aria-labelledby={titleId} data-read={notification.isRead}>
      <TypeIcon style={{ color: look.color }} role="img" aria-label={look.label} data-type={notification.type}>
        <Icon name={look.icon} size={22} aria-hidden="true" />
      </TypeIcon>
      <Body>
        <Head>
          <h2 id={titleId}>{notification.title}</h2>
          <Badge $tone={category.tone}>{category.label}</Badge>
          {!notification.isRead && <Badge $tone="navy">Unread</Badge>}
        </Head>
        <Content>{notification.content}</Content>
        <Foot>
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
          <Actions>
            {notification.actionUrl && (
              <ButtonLink to={notification.actionUrl} $variant="outline" $size="sm">
                View
              </ButtonLink>
            )}
            {!notification.isRead && (
              <Button $variant="ghost" $size="sm" disabled={busy} onClick={() => void markRead()}>
                {busy ? 'Marking…' : 'Mark as read'}
              </Button>
            )}
          </Actions>
        </Foot>
      </Body>
    </Article>
  );
}

/** The notice's icon beside its text, in a lower card. */
const Article = styled(RecordArticle)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  padding: ${({ theme }) => theme.space[4]};
  &[data-read='false'] {
    border-left: 4px solid ${({ theme }) => theme.colors.navy800};
  }
`;

const TypeIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: #f3f5f8;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Content = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
