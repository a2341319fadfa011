import type { ApiRoutes } from '@mhp/contract/api-routes';
import type { RequestOf, ResponseOf } from '@mhp/contract/route';
import { httpClient } from '../../../shared/api/http-client';

type R = ApiRoutes;
// Paths are checked against the contract's literal types; importing the route objects would
// bring zod into the page chunks.
const PATHS = {
  specialists: '/api/varicocele/specialists/' satisfies R['specialists']['path'],
  slots: '/api/varicocele/slots/' satisfies R['consultSlots']['path'],
  hold: '/api/varicocele/slots/hold/' satisfies R['holdSlot']['path'],
  release: '/api/varicocele/slots/release/' satisfies R['releaseHold']['path'],
  book: '/api/varicocele/bookings/' satisfies R['bookConsult']['path'],
  manage: '/api/varicocele/bookings/manage/' satisfies R['manageBooking']['path'],
  cancel: '/api/varicocele/bookings/cancel/' satisfies R['cancelBooking']['path'],
  move: '/api/varicocele/bookings/move/' satisfies R['moveBooking']['path'],
  interview: '/api/varicocele/interview/' satisfies R['getInterview']['path'],
  submit: '/api/varicocele/submit-assess/' satisfies R['submitVaricoceleAssessment']['path'],
  claim: '/api/varicocele/claim-assess/' satisfies R['claimAssessment']['path'],
  reports: '/api/varicocele/assessments/' satisfies R['assessmentReports']['path'],
} as const;

export type SlotsAnswer = ResponseOf<R['consultSlots']>;
export type HoldAnswer = ResponseOf<R['holdSlot']>;
export type BookingBody = RequestOf<R['bookConsult']>['body'];
export type BookingConfirmation = ResponseOf<R['bookConsult']>;
export type BookingSummary = ResponseOf<R['manageBooking']>;
export type InterviewAnswer = ResponseOf<R['getInterview']>;
export type SubmittedAssessment = ResponseOf<R['submitVaricoceleAssessment']>;
export type AssessmentReport = ResponseOf<R['assessmentReport']>;
export type SpecialistsAnswer = ResponseOf<R['specialists']>;

const get = <T>(path: string, query?: Record<string, unknown>, signal?: AbortSignal) =>
  httpClient.request<T>({ method: 'GET', path, query, signal });
const post = <T>(path: string, body: unknown) =>
  httpClient.request<T>({ method: 'POST', path, body });

export const varicoceleApi = {
  specialists: (signal?: AbortSignal) => get<SpecialistsAnswer>(PATHS.specialists, {}, signal),
  slots: (timeZone: string, specialistId: string | undefined, signal?: AbortSignal) =>
    get<SlotsAnswer>(PATHS.slots, { time_zone: timeZone, specialist_id: specialistId }, signal),
  hold: (slot: { specialist_id: string; starts_at: string }) => post<HoldAnswer>(PATHS.hold, slot),
  release: (holdToken: string) => post<unknown>(PATHS.release, { hold_token: holdToken }),
  book: (body: BookingBody) => post<BookingConfirmation>(PATHS.book, body),
  manage: (token: string, signal?: AbortSignal) =>
    get<BookingSummary>(PATHS.manage, { token }, signal),
  cancel: (token: string) => post<BookingSummary>(PATHS.cancel, { token }),
  move: (body: RequestOf<R['moveBooking']>['body']) => post<BookingSummary>(PATHS.move, body),
  interview: (token: string, signal?: AbortSignal) =>
    get<InterviewAnswer>(PATHS.interview, { token }, signal),
  saveInterview: (body: RequestOf<R['saveInterview']>['body']) =>
    post<InterviewAnswer>(PATHS.interview, body),
  submitAssessment: (body: RequestOf<R['submitVaricoceleAssessment']>['body']) =>
    post<SubmittedAssessment>(PATHS.submit, body),
  claim: (claimToken: string) => post<AssessmentReport>(PATHS.claim, { claim_token: claimToken }),
  reports: (signal?: AbortSignal) =>
    get<ResponseOf<R['assessmentReports']>>(PATHS.reports, {}, signal),
  report: (id: string, signal?: AbortSignal) =>
    get<AssessmentReport>(`${PATHS.reports}${encodeURIComponent(id)}/`, {}, signal),
};
