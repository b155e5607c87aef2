import { setupServer } from 'msw/node';

/** The shared msw server; each test adds the handlers it needs with server.use(...). */
export const server = setupServer();
