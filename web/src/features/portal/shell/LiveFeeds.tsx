import { useContactSubmissionFeed } from '../contact-tracker/useContactSubmissionFeed';
import { useNotificationFeed } from '../notifications/useNotificationFeed';

/**
 * The portal's live updates, wherever the user is: their own new notifications and, for
 * administrators, new contact submissions. Loaded after the first screen (PortalLayout): a
 * subscription has nothing to show until something happens.
 */
export default function LiveFeeds({ contactSubmissions }: { contactSubmissions: boolean }) {
  return (
    <>
      <LiveNotifications />
      {contactSubmissions && <LiveContactSubmissions />}
    </>
  );
}

function LiveNotifications() {
  useNotificationFeed();
  return null;
}

function LiveContactSubmissions() {
  useContactSubmissionFeed();
  return null;
}
