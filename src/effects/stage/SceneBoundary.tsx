// Error boundary around the Pixi scene: a scene that throws while React builds it (a bad
// texture, a Pixi error) reports to the stage's start-up instead of leaving it waiting.
import { Component, type ReactNode } from 'react';

export interface SceneBoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

export class SceneBoundary extends Component<SceneBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
