import { LazyBoundary } from '../../shared/ui/lazy-boundary';
import { lazyPart } from '../../shared/lib/lazy-part';
import { useNavigate } from 'react-router';
import { clearQueryCache } from '../../shared/api/use-api-query';
import { clearSession } from '../../shared/stores/session';
import { Spinner } from '../../shared/ui/spinner';
import { buttonClassName } from '../../shared/ui/button';
import { BrandLink } from '../layout/brand-link';
import { sitePath, useBrandSite } from '../brand-site';

// The page is its own chunk, fetched while the guard loads the user (as the chat's is, ADR 017).
const MyHealthPage = lazyPart(
  () => import('../../features/health/components/my-health-page'),
  (module) => module.MyHealthPage,
);

/**
 * /my-health (careapp, signed in): the user's health record and data. Not under /app, where
 * every path is a chat room's slug.
 */
export function Component() {
  const site = useBrandSite();
  const navigate = useNavigate();
  return (
    <LazyBoundary
      fallback={
        <div className="grid flex-1 place-items-center py-24 text-brand">
          <Spinner className="size-8" />
        </div>
      }
    >
      <MyHealthPage
        paths={{ app: sitePath(site, '/app'), room: (slug) => sitePath(site, `/app/${slug}`) }}
        reportsLink={
          // Self-assessments live on the varicocele site; its reports page lists their results.
          <BrandLink
            link={{
              brand: 'varicocele',
              to: '/data/reports',
              label: 'Your self-assessment reports',
            }}
            className={buttonClassName({ variant: 'secondary' })}
          />
        }
        onAccountDeleted={() => {
          // The account is gone: forget the session and everything read with it.
          clearSession();
          clearQueryCache();
          void navigate(sitePath(site, '/login'), { replace: true });
        }}
      />
    </LazyBoundary>
  );
}
