// The table walk on the phone (tests/e2e/table-walk.mjs).
import { testWalkOn } from './table-walk.mjs';

testWalkOn('phone');
