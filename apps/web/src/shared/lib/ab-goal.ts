import type { AbGoal } from '@mhp/contract/schemas/ab-test';
import { callApi, endpoint } from '../api/call-api';
import { visitorId } from './visitor-id';

const setEvent = endpoint('POST', '/api/ab_test/set-event/');

/**
 * Records a conversion of this browser's visitor for the A/B results (ADR 019); the server
 * counts it once per visitor, goal and day. Fire and forget: a lost goal never blocks a
 * purchase or a booking.
 */
export function sendAbGoal(goal: AbGoal): void {
  callApi(setEvent, { body: { event_name: 'goal', goal, visitor_id: visitorId() } }).catch(
    () => undefined,
  );
}
