import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './report';

interface Props {
  /** Changing this (the route) clears the error, so navigating away recovers. */
  resetKey: string;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  key: string;
}

/** Catches render errors in the page area; the header and the rest of the shell keep working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const where = info.componentStack
      ?.split('\n')
      .find((l) => l.trim())
      ?.trim();
    reportError(
      'RENDER_ERROR',
      where && error instanceof Error ? new Error(`${error.message} (${where})`) : error,
    );
  }

  override render() {
    if (this.state.error) return this.props.fallback(() => this.setState({ error: null }));
    return this.props.children;
  }
}
