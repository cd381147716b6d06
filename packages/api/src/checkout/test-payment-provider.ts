// The embedded provider moved to the payments module (issue 27); existing callers keep this path.
export * from '../payments/test-provider';
