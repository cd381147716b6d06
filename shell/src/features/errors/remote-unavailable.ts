export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`The ${remote} area is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}
