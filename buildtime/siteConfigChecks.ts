// The config files the build and the dev server check (buildtime/configChecks.ts), each with
// its schema from src/config/: the designers' effects config and the rebrand's content, palette,
// news and market settings. One entry per file; a schema that needs another file's values (the
// palette's colour names, the content's intro words, the spec's counts, the stylesheets' colour
// pairs, the files under assets/, the backend's row cap) loads them here and names the file in
// dependsOn, so saving it checks again. The effects' values and the news paging that differ from the spec are notes.
import type { content as Content } from '../src/config/content.ts';
import type { palette as Palette } from '../src/config/palette.ts';
import type { colourPairs as ColourPairs } from '../src/styles/colourPairs.ts';
import type { specCounts as SpecCounts } from '../src/config/specCounts.ts';
import { contentSchema } from '../src/config/content.schema.ts';
import {
  effectsSchema,
  type EffectsConfig,
  type EffectsSchemaContext,
} from '../src/config/effects.schema.ts';
import { marketSchema } from '../src/config/market.schema.ts';
import { motionBarSchema } from '../src/config/motionBar.schema.ts';
import { newsSchema } from '../src/config/news.schema.ts';
import { paletteSchema } from '../src/config/palette.schema.ts';
import { pagingSpecValues, specNotes, specNotesReport } from '../src/config/specValues.ts';
import { listAssetFiles } from './assetFiles.ts';
import { readApiMaxRows, readBackendNames, SUPABASE_CONFIG_FILE } from './supabaseConfig.ts';
import { stylesheetPaletteNames } from './stylesheetColours.ts';
import type { ConfigCheck } from './configChecks.ts';
import type { ModuleLoader } from './projectModules.ts';

export const EFFECTS_FILE = 'src/config/effects.ts';
export const PALETTE_FILE = 'src/config/palette.ts';
export const CONTENT_FILE = 'src/config/content.ts';
export const NEWS_FILE = 'src/config/news.ts';
export const MARKET_FILE = 'src/config/market.ts';
export const MOTION_BAR_FILE = 'src/config/motionBar.ts';
export const SPEC_COUNTS_FILE = 'src/config/specCounts.ts';
export const COLOUR_PAIRS_FILE = 'src/styles/colourPairs.ts';

/** What the effects schema needs from the other files, loaded through `load`. */
export async function effectsSchemaContext(
  root: string,
  load: ModuleLoader,
): Promise<EffectsSchemaContext> {
  const [{ palette }, { content }] = await Promise.all([
    load<{ palette: typeof Palette }>(PALETTE_FILE),
    load<{ content: typeof Content }>(CONTENT_FILE),
  ]);
  return {
    paletteColours: Object.keys(palette),
    assetFiles: listAssetFiles(root),
    introWordCount: content.introWords.length,
  };
}

export const SITE_CONFIG_CHECKS: readonly ConfigCheck[] = [
  {
    file: EFFECTS_FILE,
    exportName: 'effects',
    schema: async (load, root) => effectsSchema(await effectsSchemaContext(root, load)),
    dependsOn: [PALETTE_FILE, CONTENT_FILE],
    notes: (value) => specNotes(value as EffectsConfig),
    notesReport: specNotesReport,
  },
  {
    file: CONTENT_FILE,
    exportName: 'content',
    schema: async (load, root) => {
      const [{ palette }, { specCounts }] = await Promise.all([
        load<{ palette: typeof Palette }>(PALETTE_FILE),
        load<{ specCounts: typeof SpecCounts }>(SPEC_COUNTS_FILE),
      ]);
      return contentSchema({ palette, assetFiles: listAssetFiles(root), counts: specCounts });
    },
    dependsOn: [PALETTE_FILE, SPEC_COUNTS_FILE],
  },
  {
    file: PALETTE_FILE,
    exportName: 'palette',
    schema: async (load, root) => {
      const { colourPairs } = await load<{ colourPairs: typeof ColourPairs }>(COLOUR_PAIRS_FILE);
      return paletteSchema({ usedByStylesheets: stylesheetPaletteNames(root), pairs: colourPairs });
    },
    dependsOn: [COLOUR_PAIRS_FILE],
  },
  {
    file: NEWS_FILE,
    exportName: 'newsConfig',
    schema: async (_load, root) =>
      newsSchema({
        maxRows: readApiMaxRows(root),
        assetFiles: listAssetFiles(root),
        backend: readBackendNames(root),
      }),
    dependsOn: [SUPABASE_CONFIG_FILE],
    notes: (value) => specNotes(value as object, pagingSpecValues, 'newsConfig'),
    notesReport: specNotesReport,
  },
  { file: MARKET_FILE, exportName: 'marketConfig', schema: async () => marketSchema() },
  { file: MOTION_BAR_FILE, exportName: 'motionBarConfig', schema: async () => motionBarSchema() },
];
