// The schema of src/config/motionBar.ts, how far a scroll hides and shows the motion bar. Read by
// the build and the dev server (buildtime/siteConfigChecks.ts); the page imports its type only.
import { z } from 'zod';
import { field } from './schemaKit.ts';

export function motionBarSchema() {
  const distance = (description: string) =>
    field(z.number().int().min(1).max(400), 'CSS px', description, { step: 1 });
  return z.strictObject({
    hideAfterDownPx: distance('scrolling down this far in one go hides the bar'),
    showAfterUpPx: distance('scrolling back up this far in one go shows it again'),
  });
}

/** The motion bar's scroll distances (src/config/motionBar.ts), as the schema describes them. */
export type MotionBarConfig = z.output<ReturnType<typeof motionBarSchema>>;
