import { testBoard } from './boards.mjs';

testBoard('vaccine-race');
