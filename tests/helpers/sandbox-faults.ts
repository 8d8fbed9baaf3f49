// Makes the sandbox fail a call on purpose (docs/api.md, "Sandbox controls": faults).
export async function addSandboxFault(sandboxUrl: string, rule: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${sandboxUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  if (response.status !== 201) throw new Error(`sandbox refused the fault ${JSON.stringify(rule)}: ${response.status}`);
}
