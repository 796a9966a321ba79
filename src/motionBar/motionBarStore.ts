// Whether the motion bar is hidden: a small zustand store of its own (only the bar renders it),
// written by the bar's scroll watcher only when the value actually changes.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface MotionBarState {
  hidden: boolean;
}

export const motionBarStore = createStore<MotionBarState>()(() => ({ hidden: false }));

export function setMotionBarHidden(hidden: boolean): void {
  if (motionBarStore.getState().hidden !== hidden) motionBarStore.setState({ hidden });
}

export function useMotionBarHidden(): boolean {
  return useStore(motionBarStore, (s) => s.hidden);
}
