import { useEffect, useState } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import type { BrandId } from '@mhp/contract/brands';
import { SUBSCRIBE_POPUP_DELAY_MS } from '@mhp/contract/constants';
import { popupAllowed } from '../lib/popup-rules';

const ListedPagePopup = lazyPart(() => import('./listed-page-popup'));

/**
 * The subscription popup of the layout (spec section 4). Only this timer is in the first
 * load: 30 s after the app starts, unless this device subscribed or closed the popup recently,
 * the rest (page list, template, dialog, DOMPurify) loads and takes over.
 */
export function SubscriptionPopup({ brand, path }: { brand: BrandId; path: string }) {
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!popupAllowed()) return;
    const timer = window.setTimeout(() => setDue(popupAllowed()), SUBSCRIBE_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!due) return null;
  return (
    <LazyBoundary fallback={null}>
      <ListedPagePopup brand={brand} path={path} />
    </LazyBoundary>
  );
}
