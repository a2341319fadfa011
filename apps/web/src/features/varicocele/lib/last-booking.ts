import type { BookingConfirmation } from '../api/varicocele-api';
import { readSessionJson, writeSessionJson } from './session-json';

const KEY = 'mhp.consult-booking';
const isConfirmation = (value: unknown): value is BookingConfirmation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BookingConfirmation).id === 'string';

/** The booking /consult/success shows, kept in this tab so a reload still shows it. */
export const lastBooking = {
  read: () => readSessionJson(KEY, isConfirmation),
  write: (booking: BookingConfirmation) => writeSessionJson(KEY, booking),
};
