import { useLocation, useParams } from 'react-router';
import { ChatScreen } from '../../features/chat/components/chat-screen';
import { SignInPrompt } from '../../features/chat/components/sign-in-prompt';
import { fetchCurrentUser, isSignedIn } from '../../features/session/api/current-user';
import { withReturnPath } from '../../shared/lib/return-path';
import { sitePath, useBrandSite } from '../brand-site';

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

  if (!isSignedIn()) {
    return (
      <SignInPrompt
        signInHref={signIn}
        registerHref={withReturnPath(sitePath(site, '/register'), pathname)}
      />
    );
  }
  return (
    <ChatScreen
      slug={slug ?? null}
      paths={{
        app: sitePath(site, '/app'),
        room: (room) => sitePath(site, `/app/${room}`),
        signIn,
      }}
      refreshSession={refreshSession}
    />
  );
}
