// The schema of src/config/market.ts, the market strip's timing: refresh period, request bound
// and how long old figures may stand. The strip's token settings are checked with the content
// (src/config/content.schema.ts). Read by the build and the dev server only.
import { z } from 'zod';
import { field } from './schemaKit.ts';

const SECOND = 1000;

export function marketSchema() {
  return z
    .strictObject({
      refreshEveryMs: field(
        z
          .number()
          .int()
          .min(10 * SECOND)
          .max(3600 * SECOND),
        'ms',
        'time between two automatic refreshes of the market figures',
      ),
      requestTimeoutMs: field(
        z
          .number()
          .int()
          .min(SECOND)
          .max(60 * SECOND),
        'ms',
        'longest wait for one market API request',
      ),
      staleAfterMs: field(
        z
          .number()
          .int()
          .min(10 * SECOND)
          .max(24 * 3600 * SECOND),
        'ms',
        'figures older than this are taken down when refreshes keep failing',
      ),
    })
    .superRefine((market, ctx) => {
      if (market.requestTimeoutMs >= market.refreshEveryMs) {
        ctx.addIssue({
          code: 'custom',
          path: ['requestTimeoutMs'],
          message: `must be less than refreshEveryMs (${market.refreshEveryMs})`,
        });
      }
      if (market.staleAfterMs < market.refreshEveryMs) {
        ctx.addIssue({
          code: 'custom',
          path: ['staleAfterMs'],
          message: `must be at least refreshEveryMs (${market.refreshEveryMs})`,
        });
      }
    });
}

/** The market strip's timing (src/config/market.ts), as the schema describes it. */
export type MarketConfig = z.output<ReturnType<typeof marketSchema>>;
