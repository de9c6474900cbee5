// Issue 31: the table holds still, at the laptop's size (tests/e2e/turns.mjs).
import { SIZES, testTurnsAt } from './turns.mjs';

testTurnsAt(SIZES.laptop);
