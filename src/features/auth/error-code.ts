/** The backend's code and message of a failure, when it carries them (DataError does). */
export function errorParts(error: unknown): { code: string; message: string } | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code, message } = error as { code: unknown; message?: unknown };
  if (typeof code !== 'string') return null;
  return { code, message: typeof message === 'string' ? message : '' };
}
