import { Component, useMemo, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { MaintenancePage } from './MaintenancePage';
import { RouteMatchesContext } from './route-matches';

interface BoundaryProps {
  /** The address shown: a navigation elsewhere tries again. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: { error: unknown; pathname: string } | null;
}

/** A page that fails to render shows MaintenancePage in place of the whole layout, until the next address. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error, pathname: '' } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    if (state.failed.pathname === '') return { failed: { ...state.failed, pathname: props.pathname } };
    return state.failed.pathname === props.pathname ? null : { failed: null };
  }

  render() {
    return this.state.failed ? <MaintenancePage error={this.state.failed.error} /> : this.props.children;
  }
}

/** The page of the address, inside the router: in the browser, in tests and when a page is prerendered. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  return (
    <RouteMatchesContext.Provider value={matches}>
      <RouteErrorBoundary pathname={location.pathname}>{element}</RouteErrorBoundary>
    </RouteMatchesContext.Provider>
  );
}
