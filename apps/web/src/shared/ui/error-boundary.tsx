import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { isChunkLoadError } from '../lib/lazy-with-retry';
import { Button } from './button';
import { ChunkError } from './chunk-error';

export interface ErrorFallbackProps {
  error: unknown;
  /** Renders the children again. */
  reset: () => void;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Replaces the default fallback; a function receives the error and a reset. */
  fallback?: ReactNode | ((props: ErrorFallbackProps) => ReactNode);
  /** When any of these change (the path, say), a shown fallback resets by itself. */
  resetKeys?: readonly unknown[];
  /** Heading level of the default fallback: 1 when it replaces a page (the default), 2 inside one. */
  headingLevel?: 1 | 2;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

function changed(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));
}

/**
 * Catches errors thrown while rendering its children and shows a fallback instead: 'An error
 * has occurred.' (spec section 2) with Try again, or, when code failed to load, the
 * 'Loading chunk failed' notice with Reload page. The error is logged to the console.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && changed(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = () => {
    this.setState({ failed: false, error: null });
  };

  override render() {
    const { children, fallback, headingLevel = 1 } = this.props;
    const { failed, error } = this.state;
    if (!failed) return children;
    if (typeof fallback === 'function') return fallback({ error, reset: this.reset });
    if (fallback !== undefined) return fallback;
    if (isChunkLoadError(error)) return <ChunkError headingLevel={headingLevel} />;
    return <DefaultFallback reset={this.reset} headingLevel={headingLevel} />;
  }
}

function DefaultFallback({ reset, headingLevel }: { reset: () => void; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section role="alert" className="mx-auto max-w-xl px-6 py-16 text-center">
      <Heading className="text-2xl font-semibold">An error has occurred.</Heading>
      <Button className="mt-8" onClick={reset}>
        Try again
      </Button>
    </section>
  );
}
