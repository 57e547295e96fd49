// Stands in for `server-only` under Vitest: tests are server code, so the guard has nothing to guard.
export {};
