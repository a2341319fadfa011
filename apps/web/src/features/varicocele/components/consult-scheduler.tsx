import { useState } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import type { BookingConfirmation } from '../api/varicocele-api';
import { ConsultBooking } from './consult-booking';
import type { ConsultEmbedConfig } from './consult-embed';

// Only a configured site shows the partner's widget: its loader is not part of the page.
const ConsultEmbed = lazyPart(
  () => import('./consult-embed'),
  (m) => m.ConsultEmbed,
);

/**
 * The booking part of /consult: the configured third-party widget when there is one (and no
 * specialist was chosen: the widget cannot filter by ours), else, or when it fails, our own.
 */
export function ConsultScheduler({
  embed,
  specialistId,
  onBooked,
}: {
  embed?: ConsultEmbedConfig;
  specialistId?: string;
  onBooked: (booking: BookingConfirmation) => void;
}) {
  const [embedFailed, setEmbedFailed] = useState(false);
  if (embed && !specialistId && !embedFailed) {
    return (
      <LazyBoundary fallback={<p>Loading the booking calendar...</p>}>
        <ConsultEmbed config={embed} onFail={() => setEmbedFailed(true)} />
      </LazyBoundary>
    );
  }
  return (
    <>
      {embedFailed && (
        <p role="status" className="mb-4 rounded-lg bg-brand-soft p-3">
          Our partner’s booking calendar could not be loaded, so you can book here instead.
        </p>
      )}
      <ConsultBooking specialistId={specialistId} onBooked={onBooked} />
    </>
  );
}
