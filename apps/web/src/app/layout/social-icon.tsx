import type { SocialNetwork } from '../../brands/brand';
import sprite from './social-icons.svg';

export const socialNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

/**
 * A social network's glyph in currentColor. The glyphs are a sprite file, not JavaScript: they
 * cost the entry chunk a URL rather than about 0.5 KB gzip of path data, and the browser
 * fetches the file (once, then cached) beside the page's code (ADR 008).
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${network}`} />
    </svg>
  );
}
