import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * Makes the icon meaningful on its own (role="img" named by this text). Leave it out when
   * the icon sits next to text or inside a control that has its own name: the icon is then
   * hidden from assistive technology.
   */
  title?: string;
}

/**
 * 24×24 line icons drawn in currentColor. The width and height attributes (20 px by default)
 * lose to CSS, so a class such as `size-6` resizes them.
 *
 * This module is part of the entry chunk (the header and the toasts use it), and every icon
 * in it is downloaded on every first visit: an icon only one feature's pages use belongs in
 * that feature (e.g. features/chat/components/chat-icons.tsx), made with this function.
 */
export function createIcon(displayName: string, paths: ReactNode) {
  function Icon({ title, width = 20, height = 20, ...props }: IconProps) {
    const a11y = title
      ? ({ role: 'img', 'aria-label': title } as const)
      : ({ 'aria-hidden': true } as const);
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={width}
        height={height}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...a11y}
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const CartIcon = createIcon(
  'CartIcon',
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.2l2.5 12.1a1.6 1.6 0 0 0 1.6 1.3h9a1.6 1.6 0 0 0 1.6-1.2L21.5 7H5.6" />
  </>,
);

export const UserIcon = createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const ChatIcon = createIcon(
  'ChatIcon',
  <path d="M21 11.5a8.5 8.5 0 0 1-12.3 7.6L3 21l1.9-5.2A8.5 8.5 0 1 1 21 11.5Z" />,
);

export const CloseIcon = createIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);

export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);

export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);

export const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x="4.5" y="10.5" width="15" height="10.5" rx="2" />
    <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
  </>,
);

export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5h.01" />
  </>,
);

export const MenuIcon = createIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);

/** Consultation with a specialist. */
export const StethoscopeIcon = createIcon(
  'StethoscopeIcon',
  <>
    <path d="M5 3H4v5a5 5 0 0 0 10 0V3h-1" />
    <path d="M9 13v1.5a5.5 5.5 0 0 0 11 0V13" />
    <circle cx="20" cy="11" r="2" />
  </>,
);

export const CheckIcon = createIcon('CheckIcon', <path d="m5 12.5 4.5 4.5L19 7.5" />);

/** Warning / error sign. */
export const AlertIcon = createIcon(
  'AlertIcon',
  <>
    <path d="M10.3 3.9 2.4 17.8A2 2 0 0 0 4.1 20.8h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4.5M12 17h.01" />
  </>,
);

/** Marks a link that leaves the site or opens a new tab. */
export const ExternalLinkIcon = createIcon(
  'ExternalLinkIcon',
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </>,
);
