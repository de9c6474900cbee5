// The table walk on the phone (issue 41; tests/e2e/table-walk.mjs).
import { testWalkOn } from './table-walk.mjs';

testWalkOn('phone');
