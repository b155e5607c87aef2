import type { FeatureModule } from '../../context/feature-module';
import { Task } from './task.entity';
import { TasksResolver } from './tasks.resolver';
import { UserTasksResolver } from './user-tasks.resolver';
import { EngagementTasksResolver } from './engagement-tasks.resolver';
import type { TasksService } from './tasks.service';
import { taskRoutes } from './tasks.routes';
import { taskOperations } from './tasks.openapi';
import type { createTaskLoaders } from './tasks.loaders';

declare module '../../context/services' {
  interface Services {
    tasks: TasksService;
  }
  interface Loaders extends ReturnType<typeof createTaskLoaders> {}
}

export const tasksFeature: FeatureModule = {
  name: 'tasks',
  entities: [Task],
  resolvers: [TasksResolver, UserTasksResolver, EngagementTasksResolver],
  restMounts: [{ path: '/tasks', operations: taskOperations, scope: 'tasks', routers: ({ services }) => [taskRoutes(services)] }],
};

// What other features may use.
export type { TasksService } from './tasks.service';
export { Task } from './task.entity';
export { TaskType } from './tasks.types';
export { TaskPriorityKind } from './task.record';
export { orderTasksForList, whereTaskVisible } from './task-queries';
