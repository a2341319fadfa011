import type { ReactNode } from 'react';

interface VisuallyHiddenProps {
  children: ReactNode;
  /** Set when the text must be a block (inside a div, for example); a span by default. */
  as?: 'span' | 'div' | 'p';
  id?: string;
}

/** Text for screen readers only: it takes no space on screen but stays in the reading order. */
export function VisuallyHidden({ children, as: Element = 'span', id }: VisuallyHiddenProps) {
  return (
    <Element id={id} className="sr-only">
      {children}
    </Element>
  );
}
