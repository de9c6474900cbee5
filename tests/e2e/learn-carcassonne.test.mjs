// Issue 32: carcassonne's guided first game (see learn.mjs).
import { testLesson } from './learn.mjs';

testLesson('carcassonne');
