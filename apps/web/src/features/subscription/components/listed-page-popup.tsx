import { useEffect, useState } from 'react';
import type { BrandId } from '@mhp/contract/brands';
import type { SpecificContent } from '@mhp/contract/schemas/ab-test';
import { popupPaths, popupTemplate } from '../api/subscription-api';
import { pathListed } from '../lib/popup-rules';
import SubscriptionDialog from './subscription-dialog';

/**
 * Once the popup is due: fetches the page list, and the subscription_popup template as soon as
 * the current path (brand-relative, trailing slash ignored) is in it, then shows the dialog.
 */
export default function ListedPagePopup({ brand, path }: { brand: BrandId; path: string }) {
  const [paths, setPaths] = useState<string[] | null>(null);
  const [template, setTemplate] = useState<SpecificContent | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    popupPaths(brand).then(
      (found) => live && setPaths(found),
      () => live && setDone(true),
    );
    return () => {
      live = false;
    };
  }, [brand]);

  const listed = paths !== null && pathListed(paths, path);
  useEffect(() => {
    if (!listed || template || done) return;
    let live = true;
    popupTemplate(brand, 'subscription_popup').then(
      (found) => live && setTemplate(found),
      // No template for this brand: nothing to show.
      () => live && setDone(true),
    );
    return () => {
      live = false;
    };
  }, [listed, template, done, brand]);

  if (!template || done) return null;
  return <SubscriptionDialog brand={brand} template={template} onClosed={() => setDone(true)} />;
}
