import { Component } from 'react';
import type { ReactNode } from 'react';
import type { RemoteName } from '@group/shared/config';
import { reportRemoteFailure } from './remote-error-reports';

type RemoteFailureReporterProps = { remote: RemoteName; children: ReactNode };

/**
 * Reports an error a remote's page throws while it renders, then passes it on to the route's own
 * error screen (site-routes.tsx), which the visitor sees as before.
 */
export class RemoteFailureReporter extends Component<RemoteFailureReporterProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    reportRemoteFailure(this.props.remote, 'boundary', error);
  }

  override render() {
    if (this.state.error !== undefined) throw this.state.error;
    return this.props.children;
  }
}
