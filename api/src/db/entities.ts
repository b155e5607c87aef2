import { Session } from '../auth/session.entity';
import { AuditLog } from '../features/audit/audit-log.entity';
import { Appointment } from '../features/appointments/appointment.entity';
import { FirmService } from '../features/catalogue/firm-service.entity';
import { ContactSubmission } from '../features/contact/contact-submission.entity';
import { Document } from '../features/documents/document.entity';
import { Engagement } from '../features/engagements/engagement.entity';
import { Message } from '../features/messages/message.entity';
import { Notification } from '../features/notifications/notification.entity';
import { Post } from '../features/posts/post.entity';
import { Company } from '../features/profile/company.entity';
import { SystemSetting } from '../features/settings/system-setting.entity';
import { Task } from '../features/tasks/task.entity';
import { Role } from '../features/users/role.entity';
import { UserInvitation } from '../features/users/user-invitation.entity';
import { UserRole } from '../features/users/user-role.entity';
import { User } from '../features/users/user.entity';
import { UserSession } from '../features/sessions/user-session.entity';
import { DocumentChecklist } from '../features/document-requests/document-checklist.entity';
import { DocumentRequest } from '../features/document-requests/document-request.entity';
import { TwoStepEnrolment } from '../features/two-step/two-step-enrolment.entity';
import { RecoveryCode } from '../features/two-step/recovery-code.entity';
import { ErasureRequest } from '../features/privacy/erasure-request.entity';
import { MessageAttachment } from '../features/messages/message-attachment.entity';
import { QueuedMail } from '../features/mail-queue/queued-mail.entity';

/** Every entity class, in the order their tables are created. */
export const entities = [
  User,
  Session,
  Post,
  ContactSubmission,
  Role,
  UserRole,
  UserInvitation,
  Document,
  FirmService,
  Engagement,
  Task,
  Message,
  Appointment,
  Notification,
  AuditLog,
  SystemSetting,
  Company,
  UserSession,
  DocumentChecklist,
  DocumentRequest,
  TwoStepEnrolment,
  RecoveryCode,
  ErasureRequest,
  MessageAttachment,
  QueuedMail,
];
