import { Component, Suspense, type ReactNode } from 'react';
import { FailureState } from './DataState';
import { PageLoading } from './PageLoading';

/** Said when a part of the page could not be drawn, most often because its code could not be fetched. */
export const CODE_UNREACHABLE = "This part couldn't be loaded: check your connection and try again.";

interface CodeLoadBoundaryProps {
  children: ReactNode;
  /** When it changes (the page's path, say), a failure is forgotten and the part drawn again. */
  resetKey?: string;
}

/**
 * Around a part of the page whose code is fetched when it is opened (a page, a tab): if that code
 * cannot be fetched (offline, or a new version replaced the files), or the part fails to draw, the
 * rest of the page stays and this part says so, instead of the whole portal going blank. React
 * keeps a failed import as failed, so trying again loads the page anew.
 */
export class CodeLoadBoundary extends Component<CodeLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: CodeLoadBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <FailureState message={CODE_UNREACHABLE} onRetry={() => window.location.reload()} />;
  }
}

/**
 * Around a lazily loaded part (the routes, a page, a tab), whose code comes when it is opened: a
 * loading line while it does (Suspense), and CodeLoadBoundary's message if it cannot.
 */
export function LazyPartBoundary({ children, loadingLabel, resetKey }: CodeLoadBoundaryProps & { loadingLabel?: string }) {
  return (
    <CodeLoadBoundary resetKey={resetKey}>
      <Suspense fallback={<PageLoading label={loadingLabel} />}>{children}</Suspense>
    </CodeLoadBoundary>
  );
}
