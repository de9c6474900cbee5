// Issues 32 and 42: catch-me's guided first game (see learn.mjs).
import { testLesson } from './learn.mjs';

testLesson('catch-me', { version: ['mode', 'quarantine'] });
