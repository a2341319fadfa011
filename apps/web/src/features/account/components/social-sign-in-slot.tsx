import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import { lazyPart } from '../../../shared/lib/lazy-part';
import type { ComponentProps } from 'react';

const SocialButtons = lazyPart(() => import('./social-sign-in'));

/** The providers public config lists (the brand's `config.socialLogin`). */
export type SocialSignInConfig = ComponentProps<typeof SocialButtons>['config'];

/**
 * The social sign-in buttons under a login or sign-up form. Their code (and the sign-in code
 * behind them) loads after the page's own, and not at all when no provider is configured, so
 * the account pages stay within the first-visit budget (ADR 008).
 */
export function SocialSignInSlot(props: ComponentProps<typeof SocialButtons>) {
  const { config } = props;
  if (!config || !(config.google || config.apple || config.x)) return null;
  return (
    <LazyBoundary fallback={null}>
      <SocialButtons {...props} />
    </LazyBoundary>
  );
}
