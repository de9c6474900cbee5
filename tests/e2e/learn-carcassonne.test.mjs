// Issues 32 and 42: carcassonne's guided first game (see learn.mjs).
import { testLesson } from './learn.mjs';

testLesson('carcassonne', { version: ['covid', 'extended'] });
