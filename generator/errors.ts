/** A problem in a resource declaration, reported as `<file>: <problem>` without a stack trace. */
export class GeneratorError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = 'GeneratorError';
  }
}
