import type { DataSource } from 'typeorm';
import { createRolesByUserIdLoader, createUserByIdLoader } from '../features/users/users.loaders';

/** Per-request DataLoaders: built for each request so no cache outlives its viewer. */
export function createLoaders(dataSource: DataSource) {
  return {
    rolesByUserId: createRolesByUserIdLoader(dataSource),
    userById: createUserByIdLoader(dataSource),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
