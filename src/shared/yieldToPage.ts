// Ends the current task and resumes in a new one, so that the browser can draw a frame and answer
// input between two pieces of heavy work (module evaluation, Pixi's start). A timeout, not
// scheduler.yield(): Chromium runs a yield's continuation before it draws the next frame, so two
// pieces joined by one still made a single long animation frame (measured: docs/testing.md).
export const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
