import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { TermsDocument } from '../../features/content/components/terms-document';
import { useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';

const documents = 2;

export function Component() {
  const { brand } = useBrandSite();
  const { hash } = useLocation();
  const [settled, setSettled] = useState(0);
  const settle = useCallback(() => setSettled((count) => count + 1), []);

  // The documents arrive after the first render and push the sections down: once both are
  // in, scroll again to the section the link named (/terms#privacy-policy).
  useEffect(() => {
    if (settled < documents || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [settled, hash]);

  return (
    <>
      <PageIntro eyebrow="Legal" title="Terms of Service and Privacy Policy">
        <p>
          The terms that apply when you use {brand.name}, and how we collect, use and protect your
          personal and health data.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-16 px-4 py-12 sm:px-6 sm:py-16">
        <TermsDocument
          type="terms_of_service"
          brand={brand.id}
          id="terms-of-service"
          onSettled={settle}
        />
        <TermsDocument
          type="privacy_policy"
          brand={brand.id}
          id="privacy-policy"
          onSettled={settle}
        />
      </div>
    </>
  );
}
