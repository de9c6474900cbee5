import { testBoard } from './boards.mjs';

testBoard('lab-race');
