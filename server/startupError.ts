/** A start-up failure told in one line that says what to do (no stack trace). */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/** The one line to print for a start-up failure: its message, or the error's with a hint. */
export function startupLine(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  const text = error instanceof Error ? error.message : String(error);
  return `Start-up failed: ${text.split('\n')[0]} (set LOG_LEVEL=debug for details)`;
}
