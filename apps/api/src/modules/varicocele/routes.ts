import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@mhp/contract/api-routes';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { requireUserId } from '../../plugins/auth';
import type { CounterStore } from '../users/rate-limiter';
import { registerRoute } from '../../plugins/contract-routes';
import { createAssessmentService } from './assessment-service';
import type { BookingLimits } from './booking-limits';
import { createBookingRepo } from './booking-repo';
import { createBookingService, type LinkBuilder } from './booking-service';
import { createBookingTokens } from './booking-tokens';
import { varicoceleSiteBase } from './site-links';

/** Varicocele care: specialists, consultation booking, interview, self-assessments, reports. */
export function varicoceleRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    mailer: Mailer;
    config: Config;
    /** The app's shared throttle counters: booking mails per address and IP. */
    counters: CounterStore;
    bookingLimits?: BookingLimits;
  },
) {
  const booking = createBookingService({
    repo: createBookingRepo(deps.db),
    tokens: createBookingTokens(deps.config.jwt.refreshSecret),
    mailer: deps.mailer,
    counters: deps.counters,
    serverSecret: deps.config.jwt.refreshSecret,
    limits: deps.bookingLimits,
  });
  const assessments = createAssessmentService({ db: deps.db });
  const r = apiRoutes;

  registerRoute(app, r.specialists, async () => ({ specialists: await booking.specialists() }));
  registerRoute(app, r.consultSlots, async ({ query }) =>
    booking.freeSlots({
      timeZone: query.time_zone,
      specialistId: query.specialist_id,
      days: query.days,
    }),
  );
  registerRoute(app, r.holdSlot, async ({ body, request }) =>
    booking.hold(body, { userId: request.auth?.userId ?? null, ip: request.ip }),
  );
  registerRoute(app, r.releaseHold, async ({ body }) => booking.release(body.hold_token));
  // Links in emails and calendar files point at the site the request came from.
  const linksFor = (request: Parameters<typeof varicoceleSiteBase>[1]): LinkBuilder => {
    const base = varicoceleSiteBase(deps.config, request);
    return {
      manage: (token) => `${base}/consult?booking=${encodeURIComponent(token)}`,
      interview: (token) => `${base}/interview?token=${encodeURIComponent(token)}`,
    };
  };
  registerRoute(app, r.bookConsult, async ({ body, request }) =>
    booking.book(body, { userId: request.auth?.userId ?? null, ip: request.ip }, linksFor(request)),
  );
  registerRoute(app, r.manageBooking, async ({ query }) => booking.manage(query.token));
  registerRoute(app, r.cancelBooking, async ({ body }) => booking.cancel(body.token));
  registerRoute(app, r.moveBooking, async ({ body, request }) =>
    booking.move(body, request.ip, linksFor(request)),
  );
  registerRoute(app, r.getInterview, async ({ query }) => booking.interview(query.token));
  registerRoute(app, r.saveInterview, async ({ body }) => booking.saveInterview(body));

  registerRoute(app, r.submitVaricoceleAssessment, async ({ body, request }) =>
    assessments.submit(body, request.auth?.userId ?? null),
  );
  registerRoute(app, r.claimAssessment, async ({ body, request }) =>
    assessments.claim(body.claim_token, requireUserId(request)),
  );
  registerRoute(app, r.assessmentReports, async ({ request }) => ({
    results: await assessments.list(requireUserId(request)),
  }));
  registerRoute(app, r.assessmentReport, async ({ params, request }) =>
    assessments.get(params.id, requireUserId(request)),
  );
}
