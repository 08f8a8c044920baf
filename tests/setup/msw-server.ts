import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CONTENT_API } from '@shared/protocol/content-api';
import { DIAGNOSTICS_API } from '@shared/protocol/diagnostics-api';

/**
 * The one msw server for client tests; each test adds its handlers with server.use(...). The layout's notice host
 * asks for the notices on every page: by default there are none (tests of notices answer their own). A played or
 * abandoned coupon posts its activity report: by default it is taken (tests of the reports answer their own).
 */
export const server = setupServer(
  http.get(CONTENT_API.notices, () => HttpResponse.json({ Notices: [] })),
  http.post(DIAGNOSTICS_API.activityReport, () => HttpResponse.json({ IsSuccess: true })),
);
