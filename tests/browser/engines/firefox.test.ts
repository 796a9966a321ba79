// The visitor's walk (walk.ts) in Firefox ESR (puppeteer-core over WebDriver BiDi; on Xvfb its llvmpipe GL takes the canvas path).
import { describeWalk } from './fixtures.ts';

describeWalk('firefox', 'canvas');
