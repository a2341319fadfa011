import { useNavigate } from 'react-router';
import { MyHealthPage } from '../../features/health/components/my-health-page';
import { clearQueryCache } from '../../shared/api/use-api-query';
import { clearSession } from '../../shared/stores/session';
import { sitePath, useBrandSite } from '../brand-site';

/**
 * /my-health (careapp, signed in): the user's health record and data. Not under /app, where
 * every path is a chat room's slug.
 */
export function Component() {
  const site = useBrandSite();
  const navigate = useNavigate();
  return (
    <MyHealthPage
      paths={{ app: sitePath(site, '/app'), room: (slug) => sitePath(site, `/app/${slug}`) }}
      onAccountDeleted={() => {
        // The account is gone: forget the session and everything read with it.
        clearSession();
        clearQueryCache();
        void navigate(sitePath(site, '/login'), { replace: true });
      }}
    />
  );
}
