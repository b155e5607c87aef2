import { setupServer } from 'msw/node';
import { summary, summaryIs } from '../features/portal/dashboard/dashboard-test-kit';

/**
 * The shared msw server; each test adds the handlers it needs with server.use(...). The one
 * standing answer is the dashboard's summary (all zero), because every test that lands on
 * /portal shows the dashboard without caring about its numbers.
 */
export const server = setupServer(summaryIs(summary()));
