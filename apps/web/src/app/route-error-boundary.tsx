import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import RouteErrorPage from './pages/route-error-page';

interface Props {
  children: ReactNode;
  resetKey: string;
}

class Boundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  // Another page clears the error: the boundary wraps routes, not one page's lifetime.
  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

/** Shows 页面加载失败 in place of a route that failed to load (its chunk) or to render. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
