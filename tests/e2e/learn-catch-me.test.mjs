// Catch-me's guided first game (see learn.mjs).
import { testLesson } from './learn.mjs';

testLesson('catch-me', { version: ['mode', 'quarantine'] });
