// Vaccine-race's guided first game (see learn.mjs).
import { testLesson } from './learn.mjs';

testLesson('vaccine-race');
