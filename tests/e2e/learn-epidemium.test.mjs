// Issues 32 and 42: epidemium's guided first game (see learn.mjs).
import { testLesson } from './learn.mjs';

testLesson('epidemium');
