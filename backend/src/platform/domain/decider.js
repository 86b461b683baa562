/** Compile-time exhaustiveness check for `switch` over a union. */
export function assertNever(value) {
    throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
