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
 */
function createIcon(displayName: string, paths: ReactNode) {
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

export const PlusIcon = /* @__PURE__ */ createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);

export const PaperclipIcon = /* @__PURE__ */ createIcon(
  'PaperclipIcon',
  <path d="m21 11.5-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l8.6-8.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6l7.9-7.9" />,
);

export const SendIcon = /* @__PURE__ */ createIcon(
  'SendIcon',
  <path d="M4 12 20 4l-4 16-4-7-8-1ZM12 13l8-9" />,
);

export const StopIcon = /* @__PURE__ */ createIcon(
  'StopIcon',
  <rect x="6" y="6" width="12" height="12" rx="1.5" />,
);

export const ThumbUpIcon = /* @__PURE__ */ createIcon(
  'ThumbUpIcon',
  <path d="M7 10v10H4V10h3Zm0 0 4-7a2 2 0 0 1 2.5 2.3L12.8 9H19a2 2 0 0 1 2 2.4l-1.5 7A2 2 0 0 1 17.5 20H7" />,
);

export const ThumbDownIcon = /* @__PURE__ */ createIcon(
  'ThumbDownIcon',
  <path d="M17 14V4h3v10h-3Zm0 0-4 7a2 2 0 0 1-2.5-2.3l.7-3.7H5a2 2 0 0 1-2-2.4l1.5-7A2 2 0 0 1 6.5 4H17" />,
);

export const PencilIcon = /* @__PURE__ */ createIcon(
  'PencilIcon',
  <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />,
);

export const TrashIcon = /* @__PURE__ */ createIcon(
  'TrashIcon',
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
);
