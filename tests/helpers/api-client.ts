// The API client as a test loads it after the browser runtime is set up, with `navigate` mocked by
// the test file (`vi.mock('../../src/lib/navigate.ts', …)`, which Vitest hoists only from there).
import { vi } from 'vitest';

export async function loadApiClient() {
  const client = await import('../../src/api/client.ts');
  const { navigate } = await import('../../src/lib/navigate.ts');
  return { ...client, navigate: vi.mocked(navigate) };
}
