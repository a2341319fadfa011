import { useState } from 'react';
import type { BookingConfirmation } from '../api/varicocele-api';
import { ConsultBooking } from './consult-booking';
import { ConsultEmbed, type ConsultEmbedConfig } from './consult-embed';

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
    return <ConsultEmbed config={embed} onFail={() => setEmbedFailed(true)} />;
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
