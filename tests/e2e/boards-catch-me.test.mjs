import { testBoard } from './boards.mjs';

testBoard('catch-me');
