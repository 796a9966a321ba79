// One console line per page visit when the effects stage cannot run; the page carries on.
let logged = false;

export function logStageUnavailable(reason: unknown): void {
  if (logged) return;
  logged = true;
  console.info('effects: stage disabled,', reason instanceof Error ? reason.message : reason);
}
