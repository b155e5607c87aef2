import { InitialSchema1732240000000 } from './1732240000000-InitialSchema';
import { DocumentRejectionReason1795319063438 } from './1795319063438-DocumentRejectionReason';

/** Every migration, oldest first. */
export const migrations = [InitialSchema1732240000000, DocumentRejectionReason1795319063438];
