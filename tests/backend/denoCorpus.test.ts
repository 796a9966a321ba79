// The feed corpus gives the same rows and skip reasons under Deno (the Edge Function's runtime) as under Node, with a zone set that is not UTC. What each defect class's fixture must give, rule by rule: tests/unit (feedParse, feedHtml, feedBytes, feedDates, normalise).
import { describe, expect, it } from 'vitest';
import { corpusResults } from './helpers/corpus.ts';
import { FUNCTION_CONFIG, runDeno } from './helpers/deno.ts';

describe('feed corpus under Deno', () => {
  it('decodes, parses and validates every fixture exactly as Node does', async () => {
    const { code, output } = await runDeno(
      [
        'run',
        '--node-modules-dir=manual',
        '--config',
        FUNCTION_CONFIG,
        '--allow-read',
        'tests/backend/helpers/corpusMain.ts',
      ],
      110_000,
      { TZ: 'America/Sao_Paulo' },
    );
    expect(code, output).toBe(0);
    const underDeno: unknown = JSON.parse(output.slice(output.indexOf('{')));
    const underNode = corpusResults();
    expect(Object.keys(underNode).length).toBeGreaterThanOrEqual(16);
    expect(JSON.stringify(underNode)).not.toContain('"error"');
    expect(underDeno).toEqual(underNode);
  }, 120_000);
});
