import { ApolloProvider } from '@apollo/client';
import { Route, Routes } from 'react-router-dom';
import { getApolloClient } from '../../app/apollo';
import { PortalGate } from './shell/PortalGate';
import { PortalLayout } from './shell/PortalLayout';
import { DashboardPage } from './dashboard/DashboardPage';
import { ContactTrackerPage } from './contact-tracker/ContactTrackerPage';
import { AdminPanelPage } from './admin/AdminPanelPage';
import { SetPasswordPage } from './set-password/SetPasswordPage';
import { ForgotPasswordPage } from './account-pages/ForgotPasswordPage';
import { ResetPasswordPage } from './account-pages/ResetPasswordPage';
import { PortalNotFound } from './shell/PortalNotFound';
import { DocumentsPage } from './documents/DocumentsPage';
import { EngagementsPage } from './engagements/EngagementsPage';
import { TasksPage } from './tasks/TasksPage';
import { AppointmentsPage } from './appointments/AppointmentsPage';
import { NotificationsPage } from './notifications/NotificationsPage';
import { ProfilePage } from './profile/ProfilePage';
import { MessagesPage } from './messages/MessagesPage';
import { PlaygroundPage } from './playground/PlaygroundPage';
import { DocumentRequestsPage } from './document-requests/DocumentRequestsPage';

/** Everything under /portal: Apollo Client, the session check and the portal's own routes. */
export default function PortalApp() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <PortalRoutes />
    </ApolloProvider>
  );
}

export function PortalRoutes() {
  return (
    <Routes>
      {/* Opened by someone who cannot sign in (yet): an invitation, a forgotten password. No session check. */}
      <Route path="set-password" element={<SetPasswordPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<SignedInRoutes />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <PortalGate>
      {(user) => (
        <Routes>
          <Route element={<PortalLayout user={user} />}>
            <Route index element={<DashboardPage user={user} />} />
            <Route path="documents" element={<DocumentsPage user={user} />} />
            <Route path="document-requests" element={<DocumentRequestsPage user={user} />} />
            <Route path="engagements" element={<EngagementsPage user={user} />} />
            <Route path="tasks" element={<TasksPage user={user} />} />
            <Route path="appointments" element={<AppointmentsPage user={user} />} />
            <Route path="messages" element={<MessagesPage user={user} />} />
            <Route path="notifications" element={<NotificationsPage user={user} />} />
            <Route path="profile" element={<ProfilePage user={user} />} />
            <Route path="contact-tracker" element={<ContactTrackerPage user={user} />} />
            <Route path="admin" element={<AdminPanelPage user={user} />} />
            <Route path="playground" element={<PlaygroundPage user={user} />} />
            <Route path="*" element={<PortalNotFound />} />
          </Route>
        </Routes>
      )}
    </PortalGate>
  );
}
