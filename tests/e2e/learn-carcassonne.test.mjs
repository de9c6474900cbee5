// Carcassonne's guided first game (see learn.mjs).
import { testLesson } from './learn.mjs';

// The learner lays nine tiles; five choices or more are its own (a spot, a meeple, a spread).
testLesson('carcassonne', { version: ['covid', 'extended'], choices: 5 });
