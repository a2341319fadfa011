import { ReportsView } from '../../features/varicocele/components/reports-view';
import { useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';

export function Component() {
  const { base } = useBrandSite();
  return (
    <>
      <div className="print:hidden">
        <PageIntro eyebrow="Your data" title="Your reports">
          <p>
            Every self-assessment you complete is saved here, so you and your specialist can see how
            your symptoms change over time. Print a report to bring to your doctor.
          </p>
        </PageIntro>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <ReportsView base={base} />
      </div>
    </>
  );
}
