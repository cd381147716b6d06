// The provider seam moved to the payments module (issue 27); checkout's callers keep this path.
export * from '../payments/provider';
