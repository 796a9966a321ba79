// The feed corpus gives the same rows and skip reasons under Deno (the Edge Function's runtime) as under Node, with a zone set that is not UTC, and the rows the real-world defect fixtures must give.
import { describe, expect, it } from 'vitest';
import type { NewsRow } from '../../supabase/functions/_shared/types.ts';
import { corpusResults } from './helpers/corpus.ts';
import { FUNCTION_CONFIG, runDeno } from './helpers/deno.ts';
import { EXPECTED_ROWS, expectedFields } from './helpers/expectedRows.ts';

type CorpusResults = Record<string, { items?: ({ row: NewsRow } | { reason: string })[] }>;

describe('feed corpus under Deno', () => {
  it('decodes, parses and validates every fixture exactly as Node does, and as the defect fixtures expect', async () => {
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
    const underDeno = JSON.parse(output.slice(output.indexOf('{'))) as CorpusResults;
    for (const [name, expected] of Object.entries(EXPECTED_ROWS)) {
      const rows = (underDeno[name]?.items ?? []).flatMap((item) =>
        'row' in item ? [item.row] : [],
      );
      expect(expectedFields(rows), name).toEqual(expected);
    }
    const underNode = corpusResults();
    expect(Object.keys(underNode).length).toBeGreaterThanOrEqual(16);
    expect(JSON.stringify(underNode)).not.toContain('"error"');
    expect(underDeno).toEqual(underNode);
  }, 120_000);
});
