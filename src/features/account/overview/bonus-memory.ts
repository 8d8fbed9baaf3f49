// The bonus memory (spec 001 §4 "Bonuses", §9 "Bonus memory: 35 minutes"): after a successful
// registration the code is kept in local storage for 2,100,000 ms and the bonus counts as enrolled
// meanwhile, even when a member answer still says Eligible (a backend whose member view lags behind
// its registrations). Entries are per member (public id), so a shared browser does not carry one
// member's registration over to another. What is read back is untrusted: anything malformed, too
// far in the future or expired is dropped, and storage that is blocked or full just remembers nothing.

export const bonusMemoryMs = 2_100_000;
export const bonusMemoryKey = 'registered_bonuses';
/** More than any member has bonuses; a bound on what a tampered entry can make us hold. */
const maxEntries = 50;

interface Remembered {
  member: string;
  code: string;
  until: number;
}

const codePattern = /^[A-Za-z0-9_-]{1,64}$/;

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

function read(now: number): Remembered[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(bonusMemoryKey) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(
      (entry: unknown): entry is Remembered =>
        typeof entry === 'object' &&
        entry !== null &&
        'member' in entry &&
        'code' in entry &&
        'until' in entry &&
        typeof entry.member === 'string' &&
        entry.member.length > 0 &&
        entry.member.length <= 100 &&
        typeof entry.code === 'string' &&
        codePattern.test(entry.code) &&
        typeof entry.until === 'number' &&
        // Live, and never longer than one memory from now (a hand-edited far future is ignored).
        entry.until > now &&
        entry.until <= now + bonusMemoryMs,
    )
    .slice(-maxEntries)
    .map(({ member, code, until }) => ({ member, code, until }));
}

function write(entries: readonly Remembered[]): void {
  try {
    const store = storage();
    if (entries.length === 0) store?.removeItem(bonusMemoryKey);
    else store?.setItem(bonusMemoryKey, JSON.stringify(entries.slice(-maxEntries)));
  } catch {
    // Not remembered: the member answer decides.
  }
}

/** Keeps `code` as registered for `member` until now + 35 minutes (expired entries are pruned). */
export function rememberBonus(member: string, code: string, now: number = Date.now()): void {
  if (!codePattern.test(code) || member === '') return;
  const upper = code.toUpperCase();
  const others = read(now).filter((entry) => !(entry.member === member && entry.code.toUpperCase() === upper));
  write([...others, { member, code: upper, until: now + bonusMemoryMs }]);
}

/** The codes (upper case) `member` registered in the last 35 minutes. */
export function rememberedBonuses(member: string, now: number = Date.now()): Set<string> {
  return new Set(
    read(now)
      .filter((entry) => entry.member === member)
      .map((entry) => entry.code.toUpperCase()),
  );
}
