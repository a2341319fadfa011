import { useState } from 'react';
import { rememberReturnPath } from '../../../shared/lib/return-path';
import type { ComponentType, SVGProps } from 'react';
import { Button } from '../../../shared/ui/button';
import { requestXToken } from '../api/account-api';
import {
  offeredProviders,
  PROVIDER_NAMES,
  savePending,
  socialSignInMessage,
  startOidcSignIn,
} from '../lib/social-login';
import type { SocialLoginConfig, SocialProvider } from '../lib/social-login';

function GoogleIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" {...props}>
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.2 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.1-4 1.1-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c1-2.8 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}

function AppleIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9A5 5 0 0 0 3.3 9.4c-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5a11 11 0 0 0 1.4-2.9 4.5 4.5 0 0 1-2.6-4.1ZM13.9 5.1A4.5 4.5 0 0 0 15 1.8a4.6 4.6 0 0 0-3 1.5 4.3 4.3 0 0 0-1.1 3.2c1.1.1 2.3-.6 3-1.4Z" />
    </svg>
  );
}

function XIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M18.2 2.3h3.4l-7.4 8.4 8.7 11.5h-6.8l-5.3-7-6.1 7H1.3l7.9-9L.9 2.3h7l4.8 6.4 5.5-6.4Zm-1.2 17.9h1.9L7 4.2H5l12 16Z" />
    </svg>
  );
}

const ICONS: Record<SocialProvider, ComponentType<SVGProps<SVGSVGElement>>> = {
  google: GoogleIcon,
  apple: AppleIcon,
  x: XIcon,
};

interface SocialButtonsProps {
  config: SocialLoginConfig | undefined;
  /**
   * Our page the provider sends the browser back to: the brand's /login path, on this page's
   * origin (read when a button is pressed: the server renders these buttons too).
   */
  loginPath: string;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/**
 * "Continue with Google / Apple / X" for the providers the server has configured, under an
 * "or" rule. Each button sends the browser to the provider; /login finishes the sign-in.
 * Pages load this module lazily (it is below their form): it is the default export.
 */
export default function SocialButtons({
  config,
  loginPath,
  onError,
  disabled,
}: SocialButtonsProps) {
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  const providers = offeredProviders(config);
  if (!config || providers.length === 0) return null;

  async function start(provider: SocialProvider) {
    setStarting(provider);
    onError(null);
    // The provider sends the browser back to the bare /login: keep where the sign-in ends.
    rememberReturnPath(new URLSearchParams(window.location.search).get('from'));
    try {
      let url: string;
      if (provider === 'x') {
        const answer = await requestXToken();
        savePending({ provider: 'x', oauthToken: answer.oauth_token });
        url = answer.authorization_url;
      } else {
        const redirectUri = new URL(loginPath, window.location.origin).href;
        url = startOidcSignIn({ provider, settings: config![provider]!, redirectUri });
      }
      window.location.assign(url);
      // The page is being left; the button keeps its spinner until then.
    } catch (error) {
      onError(socialSignInMessage(error));
      setStarting(null);
    }
  }

  return (
    <div className="mt-6 grid gap-3" role="group" aria-label="Other ways to sign in">
      <div className="flex items-center gap-3 text-sm text-text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      {providers.map((provider) => {
        const Icon = ICONS[provider];
        return (
          <Button
            key={provider}
            variant="secondary"
            className="w-full"
            loading={starting === provider}
            disabled={disabled || (starting !== null && starting !== provider)}
            onClick={() => void start(provider)}
          >
            {starting !== provider && <Icon className="size-5 shrink-0" aria-hidden="true" />}
            Continue with {PROVIDER_NAMES[provider]}
          </Button>
        );
      })}
    </div>
  );
}
