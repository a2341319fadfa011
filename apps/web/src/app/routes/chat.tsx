import { LazyBoundary } from '../../shared/ui/lazy-boundary';
import { lazyPart } from '../../shared/lib/lazy-part';
import { useLocation, useParams } from 'react-router';
import { useSignedIn } from '../../shared/hooks/use-signed-in';
import { Link } from '../../shared/ui/link';
import { SignInPrompt } from '../../features/chat/components/sign-in-prompt';
import { fetchCurrentUser } from '../../shared/stores/current-user';
import { Spinner } from '../../shared/ui/spinner';
import { withReturnPath } from '../../shared/lib/return-path';
import { sitePath, useBrandSite } from '../brand-site';

// The chat itself is its own chunk: a signed-out first visit loads only the sign-in prompt.
const ChatScreen = lazyPart(
  () => import('../../features/chat/components/chat-screen'),
  (module) => module.ChatScreen,
);

/** Renews the access token through the http client's refresh (a 401 on /me triggers it). */
async function refreshSession(): Promise<boolean> {
  return (await fetchCurrentUser()).kind === 'user';
}

/** /app and /app/{slug}: the health chat (chat-room.tsx renders this same page). */
export function Component() {
  const site = useBrandSite();
  const { slug } = useParams();
  const { pathname } = useLocation();
  const signIn = withReturnPath(sitePath(site, '/login'), pathname);
  const signedIn = useSignedIn();

  if (!signedIn) {
    return (
      <SignInPrompt
        signInHref={signIn}
        registerHref={withReturnPath(sitePath(site, '/register'), pathname)}
      />
    );
  }
  return (
    <LazyBoundary
      fallback={
        <div className="grid flex-1 place-items-center py-24 text-brand">
          <Spinner className="size-8" />
        </div>
      }
    >
      <ChatScreen
        slug={slug ?? null}
        paths={{
          app: sitePath(site, '/app'),
          room: (room) => sitePath(site, `/app/${room}`),
          signIn,
        }}
        refreshSession={refreshSession}
        headerAction={
          <Link
            to={sitePath(site, '/my-health')}
            className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-brand underline hover:bg-surface-muted"
          >
            My health
          </Link>
        }
      />
    </LazyBoundary>
  );
}
