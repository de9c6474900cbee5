// Lab-race's guided first game (see learn.mjs).
import { testLesson } from './learn.mjs';

testLesson('lab-race');
