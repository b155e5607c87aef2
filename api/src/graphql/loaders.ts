import type { DataSource } from 'typeorm';
import { createRolesByUserIdLoader, createUserByIdLoader } from '../features/users/users.loaders';
import { createEngagementLoaders } from '../features/engagements/engagements.loaders';
import { createTaskLoaders } from '../features/tasks/tasks.loaders';

/** Per-request DataLoaders: built for each request so no cache outlives its viewer. */
export function createLoaders(dataSource: DataSource) {
  return {
    rolesByUserId: createRolesByUserIdLoader(dataSource),
    userById: createUserByIdLoader(dataSource),
    ...createEngagementLoaders(dataSource),
    ...createTaskLoaders(dataSource),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
