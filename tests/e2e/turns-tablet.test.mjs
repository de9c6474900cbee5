// Issue 31: the table holds still, at the tablet's size (tests/e2e/turns.mjs).
import { SIZES, testTurnsAt } from './turns.mjs';

testTurnsAt(SIZES.tablet);
