// Carcassonne's guided first game (see learn.mjs).
import { testLesson } from './learn.mjs';

testLesson('carcassonne', { version: ['covid', 'extended'] });
