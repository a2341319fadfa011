import { abTestRoutes } from './routes/ab-test';
import { appConfigRoutes } from './routes/app-config';
import { chatRoutes } from './routes/chat';
import { checkoutRoutes } from './routes/checkout';
import { contentRoutes } from './routes/content';
import { healthRoutes } from './routes/health';
import { devRoutes } from './routes/dev';
import { statusRoutes } from './routes/status';
import { shopRoutes } from './routes/shop';
import { usersRoutes } from './routes/users';
import { varicoceleRoutes } from './routes/varicocele';

/** Every call of the API, keyed by a stable name. The single source of truth for shapes. */
export const apiRoutes = {
  ...statusRoutes,
  ...appConfigRoutes,
  ...usersRoutes,
  ...abTestRoutes,
  ...chatRoutes,
  ...healthRoutes,
  ...contentRoutes,
  ...shopRoutes,
  ...checkoutRoutes,
  ...varicoceleRoutes,
  ...devRoutes,
};
export type ApiRoutes = typeof apiRoutes;
export type RouteName = keyof ApiRoutes;
