import { testBoard } from './boards.mjs';

testBoard('carcassonne');
