import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { fallback: (error: Error | null) => ReactNode; children: ReactNode };
type State = { error: Error | null; failed: boolean };

/** Catches a remote that fails to load or throws while rendering, so only its slot shows a fallback. */
export class SlotErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)), failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[fin] section failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
