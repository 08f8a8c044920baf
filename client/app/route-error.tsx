/**
 * Error boundary of the routes: a Turkish message instead of a blank page when a page throws while rendering or
 * its code fails to load (offline). The next navigation (a new history entry) tries the page again.
 */
import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '@shared/constants/routes';

export function RouteError() {
  return (
    <section className="card notice-page" role="alert">
      <h1>Bir hata oluştu</h1>
      <p>Sayfa gösterilirken beklenmeyen bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyiniz.</p>
      <Link className="button button--primary" to={ROUTES.program} reloadDocument>
        Bültene dön
      </Link>
    </section>
  );
}

interface BoundaryProps {
  /** The location's key: a new one after an error draws the children again. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Catches what its children throw and shows RouteError until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary resetKey={key}>{children}</ErrorBoundary>;
}
