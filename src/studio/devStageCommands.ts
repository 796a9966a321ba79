// Dev server only: one-off commands the studio sends to the running effects stage (drop a candle
// now). The stage listens only when import.meta.hot is there, so none of this ships.
export type StageCommand = 'drop-candle';

const handlers = new Set<(command: StageCommand) => void>();

/** The stage: handle commands until the returned function is called. */
export function onStageCommand(handler: (command: StageCommand) => void): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** The studio: send a command; false when no stage is running to take it. */
export function sendStageCommand(command: StageCommand): boolean {
  for (const handler of handlers) handler(command);
  return handlers.size > 0;
}
