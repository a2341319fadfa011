import { useSearchParams } from 'react-router';
import { ReportView } from '../../features/varicocele/components/reports-view';
import { useBrandSite } from '../brand-site';

export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="sr-only">Your assessment result</h1>
      <ReportView id={params.get('id')} base={useBrandSite().base} />
    </div>
  );
}
