import { InitialSchema1732240000000 } from './1732240000000-InitialSchema';

/** Every migration, oldest first. */
export const migrations = [InitialSchema1732240000000];
