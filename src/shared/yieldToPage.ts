// Ends the current task and resumes in a new one, so that the browser can draw a frame and answer
// input between two pieces of heavy work (module evaluation, Pixi's start).
export const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
