// Setup for the jsdom component tests: jest-dom matchers, the canvas mock, and a clean DOM
// after every test.
import '@testing-library/jest-dom/vitest';
import 'vitest-canvas-mock';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
