/** The zod schema of every input, imported by the web forms and the api services alike. */
export * from './auth';
export * from './contact';
export * from './users';
export * from './admin';
export * from './documents';
export * from './messages';
export * from './engagements';
export * from './tasks';
export * from './profile';
export * from './appointments';
export * from './document-requests';
export * from './privacy';
export * from './message-attachments';
