import { useId, useState } from 'react';
import styled from 'styled-components';
import { RecordArticle } from '../../../components/RecordCard';
import { formatDateTime } from '../../../lib/format';
import type { NotificationCardFragment, NotificationCategory, NotificationType } from '../../../graphql/generated';
import { Badge, type BadgeTone } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon, type AnyIconName } from '../../../components/Icon';

const typeLooks: Record<NotificationType, { icon: AnyIconName; color: string; label: string }> = {
  SUCCESS: { icon: 'check-circle', color: '#17713a', label: 'Success' },
  WARNING: { icon: 'shield-check', color: '#8a5300', label: 'Warning' },
  ERROR: { icon: 'close', color: '#b42318', label: 'Error' },
  INFO: { icon: 'lightbulb', color: '#1d4ed8', label: 'Information' },
};

/** The icon, colour and words of each type (docs/product.md#notifications). */
export const typeLook = (type: NotificationType) => typeLooks[type];

const categoryLooks: Record<NotificationCategory, { label: string; tone: BadgeTone }> = {
  DOCUMENT: { label: 'Document', tone: 'info' },
  APPOINTMENT: { label: 'Appointment', tone: 'purple' },
  MESSAGE: { label: 'Message', tone: 'teal' },
  ENGAGEMENT: { label: 'Engagement', tone: 'gold' },
  BILLING: { label: 'Billing', tone: 'teal' },
  TASK: { label: 'Task', tone: 'rose' },
};

/** A general notice (no category) reads General. */
export const categoryLook = (category: NotificationCategory | null | undefined) =>
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
