import { configure } from '@testing-library/react';

/**
 * waitFor and findBy* give up after this. Testing Library's default (1 s) is a wall-clock limit
 * that a loaded 2-core machine overran (a basket asked again after a currency switch, 1.3 s, with
 * the full suite and a build beside it); a test that waits for something that never comes still
 * fails, only later.
 */
configure({ asyncUtilTimeout: 10_000 });
