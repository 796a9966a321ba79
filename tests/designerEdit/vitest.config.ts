// The unit and component tests again, with the designer's edit (designerEdits.ts) applied to the
// config files as the tests load them: `npm run test:designer-edit` (its projects named
// designer-edit:*). Every test must pass, since tests check that behaviour follows the config,
// whatever its valid values. The build and backend projects ride along as they are, unedited, so
// that CI runs all four ten years ahead in one run (.ci/run). (The browser tests with the edit:
// tests/designerEdit/copy.ts.)
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import {
  backendProject,
  buildProject,
  componentsProject,
  unitProject,
} from '../../vitest.config.ts';
import { designerEdits } from './designerEdits.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Serves the config files with the designer's edit applied (their text on disk is unchanged). */
function designerEdit(): Plugin {
  return {
    name: 'designer-edit',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!;
      const edit = designerEdits[path.relative(root, file).split(path.sep).join('/')];
      return edit ? edit(readFileSync(file, 'utf8')) : undefined;
    },
  };
}

export default defineConfig({
  root,
  test: {
    // One worker per core, as npm test has (Vitest's own default leaves one core idle).
    maxWorkers: availableParallelism(),
    projects: [
      {
        ...unitProject,
        plugins: [designerEdit()],
        test: {
          ...unitProject.test,
          name: 'designer-edit:unit',
          include: [...unitProject.test.include, 'tests/designerEdit/*.test.ts'],
        },
      },
      {
        ...componentsProject,
        plugins: [designerEdit(), ...componentsProject.plugins],
        test: { ...componentsProject.test, name: 'designer-edit:components' },
      },
      buildProject,
      backendProject,
    ],
  },
});
