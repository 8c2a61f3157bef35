/** Demo volume of the browser tests' database unless a test file asks for another. */
export const E2E_SEED_SCALE = 0.3;
