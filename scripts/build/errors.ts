// A build failure that already says what and where, so the CLI prints it as one line.
export class BuildError extends Error {
  override name = 'BuildError';
}

export const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
