import { setupServer } from 'msw/node';

/** The one msw server for client tests; each test adds its handlers with server.use(...). */
export const server = setupServer();
