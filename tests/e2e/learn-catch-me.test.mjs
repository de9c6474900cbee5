// Issue 32: catch-me's guided first game (see learn.mjs).
import { testLesson } from './learn.mjs';

testLesson('catch-me');
