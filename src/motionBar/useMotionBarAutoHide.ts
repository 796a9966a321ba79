// Hides the motion bar while the visitor reads down and brings it back on a small scroll up, at
// the top and at the end of the page (src/motionBar/motionBarScroll.ts decides). Cheap on scroll: one
// passive listener, at most one reading per animation frame, and a store update only when the
// bar's shown/hidden state changes, so no React render per scroll event.
import { useEffect, type RefObject } from 'react';
import { motionBarConfig } from '../config/motionBar.ts';
import type { MotionBarConfig } from '../config/motionBar.schema.ts';
import { barScrollAt, stepBarScroll } from './motionBarScroll.ts';
import { setMotionBarHidden } from './motionBarStore.ts';

/** Keyboard focus (not a tap's) is inside the bar. */
function keyboardFocusInside(bar: HTMLElement): boolean {
  const active = bar.ownerDocument.activeElement;
  if (!active || !bar.contains(active)) return false;
  try {
    return active.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: any focus counts
  }
}

/** Starts watching the page's scrolling for `bar`; returns the function that stops it. */
export function watchMotionBar(bar: HTMLElement, config: MotionBarConfig = motionBarConfig) {
  const doc = bar.ownerDocument;
  const win = doc.defaultView ?? window;
  let state = barScrollAt(win.scrollY);
  let frame = 0;
  let touching = false;
  let mouseOver = false;

  const update = () => {
    frame = 0;
    state = stepBarScroll(
      state,
      {
        y: win.scrollY,
        maxY: doc.documentElement.scrollHeight - win.innerHeight,
        inUse: touching || mouseOver || keyboardFocusInside(bar),
      },
      config,
    );
    setMotionBarHidden(state.hidden);
  };
  const schedule = () => {
    if (frame === 0) frame = win.requestAnimationFrame(update);
  };
  const onTouchStart = () => {
    touching = true;
  };
  const onTouchEnd = (event: TouchEvent) => {
    if (event.touches.length === 0) touching = false;
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') mouseOver = true;
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') mouseOver = false;
  };

  const passive = { passive: true } as const;
  win.addEventListener('scroll', schedule, passive);
  win.addEventListener('resize', schedule, passive);
  bar.addEventListener('touchstart', onTouchStart, passive);
  win.addEventListener('touchend', onTouchEnd, passive);
  win.addEventListener('touchcancel', onTouchEnd, passive);
  bar.addEventListener('pointerenter', onPointerEnter);
  bar.addEventListener('pointerleave', onPointerLeave);
  return () => {
    win.removeEventListener('scroll', schedule);
    win.removeEventListener('resize', schedule);
    bar.removeEventListener('touchstart', onTouchStart);
    win.removeEventListener('touchend', onTouchEnd);
    win.removeEventListener('touchcancel', onTouchEnd);
    bar.removeEventListener('pointerenter', onPointerEnter);
    bar.removeEventListener('pointerleave', onPointerLeave);
    if (frame !== 0) win.cancelAnimationFrame(frame);
    setMotionBarHidden(false);
  };
}

export function useMotionBarAutoHide(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    return element ? watchMotionBar(element) : undefined;
  }, [bar]);
}
