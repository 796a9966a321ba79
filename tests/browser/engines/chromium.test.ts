// The visitor's walk (walk.ts) in Chromium (playwright-core; headless, its software GL takes the canvas path).
import { describeWalk } from './fixtures.ts';

describeWalk('chromium', 'canvas');
