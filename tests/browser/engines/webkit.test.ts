// The visitor's walk (walk.ts) in WebKitGTK (selenium-webdriver and WebKitWebDriver; MiniBrowser offers WebGL with its GPU's name masked).
import { describeWalk } from './fixtures.ts';

describeWalk('webkit', 'webgl');
