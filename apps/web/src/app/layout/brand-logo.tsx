import type { BrandConfig } from '../../brands/brand';

interface BrandLogoProps {
  brand: BrandConfig;
  /**
   * `header`: smaller, and the mark alone on the narrowest screens (under 360 px);
   * `checkout`: the mark alone under 600 px, where the checkout header needs the room.
   */
  variant?: 'header' | 'checkout' | 'default' | 'large';
}

const markSizes = { header: 'size-8', checkout: 'size-8', default: 'size-8', large: 'size-10' };
const textSizes = {
  header: 'hidden text-base xs:inline sm:text-xl',
  checkout: 'hidden text-xl sm:inline',
  default: 'text-xl',
  large: 'text-2xl',
};

/**
 * The brand's logo: its SVG mark and typeset wordmark. Decorative on its own; the link or
 * button around it carries the accessible name.
 */
export function BrandLogo({ brand, variant = 'default' }: BrandLogoProps) {
  const { mark, wordmark } = brand.logo;
  return (
    <span className="inline-flex items-center gap-2.5" aria-hidden="true">
      <img src={mark} alt="" width={40} height={40} className={`${markSizes[variant]} shrink-0`} />
      <span
        className={`${textSizes[variant]} leading-none whitespace-nowrap text-text ${wordmark.className}`}
      >
        {wordmark.text}
        {wordmark.accent && <span className="text-brand">{wordmark.accent}</span>}
      </span>
    </span>
  );
}
