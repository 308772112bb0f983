import { Component, type ReactNode } from 'react';

/** Shows the message of what its children throw while rendering. */
export class Catch extends Component<{ id: string; children?: ReactNode }, { message: string | null }> {
  state = { message: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  render() {
    return this.state.message === null ? this.props.children : <p id={this.props.id}>{this.state.message}</p>;
  }
}
