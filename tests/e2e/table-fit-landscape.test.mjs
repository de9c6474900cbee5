// Issue 21: the table fits at the two landscape screens (see table-fit.mjs).
import { test } from 'node:test';
import { openApp } from './browser.mjs';
import { SIZES, testFitAt } from './table-fit.mjs';

const app = await openApp();
test.after(() => app.close());
testFitAt(test, app, SIZES.filter((s) => s.viewport.width > s.viewport.height));
