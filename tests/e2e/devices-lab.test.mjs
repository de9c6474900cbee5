// Across devices: three devices play Lab Race by link (devices-three.test.mjs has
// Vaccine Race and a fork; a file has five minutes).
import { test, before, after } from 'node:test';
import { openApp } from './browser.mjs';
import { playAcrossThreeDevices } from './devices.mjs';

let app;
before(async () => {
  app = await openApp();
});
after(() => app?.close());

test('three devices play Lab Race by link; a fourth watches; an old link changes nothing', async (t) => {
  await playAcrossThreeDevices(app, t, 'lab-race');
});
