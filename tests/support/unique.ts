/** A fresh e-mail address per call, so test runs never collide on the shared emulators. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
