import { testBoard } from './boards.mjs';

testBoard('epidemium');
