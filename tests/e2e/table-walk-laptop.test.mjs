// The table walk on the laptop (tests/e2e/table-walk.mjs).
import { testWalkOn } from './table-walk.mjs';

testWalkOn('laptop');
