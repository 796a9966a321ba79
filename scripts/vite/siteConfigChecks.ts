// The config files the build and the dev server check (scripts/vite/configChecks.ts), each with
// its schema from src/config/. One entry per file; the effects config's schema also needs the
// palette's colour names, the content's intro words and the files under assets/.
import type { content as Content } from '../../src/config/content.ts';
import type { palette as Palette } from '../../src/config/palette.ts';
import { effectsSchema, type EffectsSchemaContext } from '../../src/config/effects.schema.ts';
import { listAssetFiles } from './assetFiles.ts';
import type { ConfigCheck } from './configChecks.ts';
import type { ModuleLoader } from './projectModules.ts';

export const EFFECTS_FILE = 'src/config/effects.ts';
export const PALETTE_FILE = 'src/config/palette.ts';
export const CONTENT_FILE = 'src/config/content.ts';

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
  },
];
