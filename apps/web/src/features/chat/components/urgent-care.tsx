import { AlertIcon } from '../../../shared/ui/icons';

/**
 * The call to action of an emergency reply: call the emergency number now. 911 is the link
 * (US and Canada); the other common numbers are named for visitors elsewhere.
 */
export function UrgentCareActions() {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <a
        href="tel:911"
        className="inline-flex min-h-11 items-center gap-2 rounded-md bg-danger px-4 py-2 font-semibold text-white no-underline hover:bg-danger/90"
      >
        Call emergency services (911)
      </a>
      <p className="text-sm">
        Elsewhere: 112 (EU), 999 (UK), 000 (Australia). Thoughts of suicide: call or text 988 (US)
        or your local crisis line.
      </p>
    </div>
  );
}

/** The heading line of an urgent reply. */
export function UrgentLabel() {
  return (
    <p className="flex items-center gap-2 font-bold text-danger">
      <AlertIcon className="size-5" />
      Urgent: get medical help now
    </p>
  );
}
