import { useId, useState } from 'react';
import { Link } from '../../../shared/ui/link';
import type { AbContentItem } from '@mhp/contract/schemas/ab-test';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons';
import { moveVariant } from '../api/ab-api';
import { useAbPage } from './ab-page';

/**
 * The A/B preview overlay (spec section 2), shown on pages whose path holds /ab_test/: for
 * each element under test on the page, its test name (the served item's name), arrows that
 * step through the experiment's variants (sending the movement events) and an Edit link to the
 * item's editor. Loaded only in preview.
 */
export default function AbPreviewOverlay({ items }: { items: [string, AbContentItem][] }) {
  // Folded away, the panel leaves the page visible on a small screen.
  const [open, setOpen] = useState(true);
  const listId = useId();
  const tested = items.filter(([, item]) => item.placement);
  if (tested.length === 0) return null;
  return (
    <aside
      aria-label="A/B preview"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-3xl rounded-xl border border-border bg-surface p-3 text-text shadow-lg sm:inset-x-4"
    >
      <div className="flex items-center justify-between gap-3 px-1">
        <p className="text-xs font-bold tracking-wider text-text-muted uppercase">A/B preview</p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((current) => !current)}
          className="min-h-11 rounded-full px-3 text-sm font-semibold underline"
        >
          {open ? 'Hide' : `Show ${tested.length} tests`}
        </button>
      </div>
      <ul id={listId} hidden={!open} className="mt-1 divide-y divide-border">
        {tested.map(([element, item]) => (
          <PreviewRow key={element} element={element} item={item} />
        ))}
      </ul>
    </aside>
  );
}

function PreviewRow({ element, item }: { element: string; item: AbContentItem }) {
  const ab = useAbPage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const placement = item.placement!;
  const first = placement.variant_index === 0;
  const last = placement.variant_index >= placement.variant_count - 1;

  const move = async (movement: 'forward' | 'backward') => {
    setBusy(true);
    setError(null);
    try {
      const { content } = await moveVariant(item.identifier, movement);
      if (content) ab?.replace(element, content);
    } catch {
      setError('Could not load that variant. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <li className="flex flex-wrap items-center gap-3 px-1 py-2">
      <button
        type="button"
        className={arrow}
        aria-label="Previous variant"
        disabled={first || busy}
        onClick={() => void move('backward')}
      >
        <ChevronLeftIcon className="size-5" />
      </button>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold" data-testid="ab-test-name">
          {item.name}
        </p>
        <p className="text-sm text-text-muted">
          Variant {placement.variant_index + 1} of {placement.variant_count} · {element}
          {placement.status === 'running' ? '' : ` · ${placement.status}`}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={arrow}
        aria-label="Next variant"
        disabled={last || busy}
        onClick={() => void move('forward')}
      >
        <ChevronRightIcon className="size-5" />
      </button>
      {item.edit_url && ab ? (
        <Link
          to={ab.editHref(item.edit_url)}
          className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-brand-contrast hover:bg-brand/90"
        >
          Edit<span className="sr-only"> {item.name}</span>
        </Link>
      ) : null}
    </li>
  );
}
