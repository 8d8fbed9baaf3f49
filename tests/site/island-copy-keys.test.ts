// Issue #23 part 6: each island (or custom element) ships the copy it draws as a list of keys
// picked from the copy table (the `*copy-keys.ts` files). This reads every module an island's code
// reaches and checks both ways: each copy key it names is shipped (else the member would see the
// bare key), and each shipped key is named somewhere (else the page carries words nobody shows).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { activityCopyKeys } from '../../src/features/account/activity/copy-keys.ts';
import { cardsCopyKeys } from '../../src/features/account/cards/copy-keys.ts';
import { overviewCopyKeys, railCopyKeys } from '../../src/features/account/overview/copy-keys.ts';
import { profileCopyKeys } from '../../src/features/account/profile/copy-keys.ts';
import * as authKeys from '../../src/features/auth/copy-keys.ts';
import * as enrollmentKeys from '../../src/features/enrollment/copy-keys.ts';
import { merchantPageCopyKeys } from '../../src/features/merchant/copy-keys.ts';
import { carouselCopyKeys } from '../../src/features/merchant-card/copy-keys.ts';
import { prospectFormCopyKeys } from '../../src/features/prospect/copy-keys.ts';
import { reenrollCopyKeys } from '../../src/features/reenroll/copy-keys.ts';
import { searchIslandCopyKeys } from '../../src/features/search/search-copy-keys.ts';
import { shellCopyKeys } from '../../src/lib/shell-copy-keys.ts';
import { copyDefaults } from '../../src/site/copy-table.ts';
import { formKitCopyKeys } from '../../src/ui/form/form-kit-copy.ts';

const root = path.resolve(import.meta.dirname, '../..');
const allKeys = new Set(Object.keys(copyDefaults));

/** Named in offer-rules.ts, which the card shares with the merchant page, but drawn only by the
 *  page's offers section (offerLimitLines, earningCalendar): the card's code never calls those. */
const offerSectionKeys = [
  'merchant.calendar.earns',
  'merchant.calendar.limitReached',
  'merchant.calendar.noEarn',
  'merchant.maxSpend',
  'merchant.maxVisits',
  'merchant.unlimitedVisits',
  'merchant.visitsLeft',
];

/** The browser code of each island or element, and the key lists its page ships with it. */
const islands: { entry: string; shipped: readonly (readonly string[])[]; notDrawn?: readonly string[] }[] = [
  { entry: 'src/features/auth/SignInIsland.tsx', shipped: [authKeys.signInCopyKeys] },
  { entry: 'src/features/auth/FixCredentialsIsland.tsx', shipped: [authKeys.fixCredentialsCopyKeys] },
  { entry: 'src/features/auth/RecoverRequestIsland.tsx', shipped: [authKeys.recoverRequestCopyKeys] },
  { entry: 'src/features/auth/RecoverConfirmIsland.tsx', shipped: [authKeys.recoverConfirmCopyKeys] },
  { entry: 'src/features/auth/RecoverUpdateIsland.tsx', shipped: [authKeys.recoverUpdateCopyKeys] },
  { entry: 'src/features/enrollment/join/JoinIsland.tsx', shipped: [enrollmentKeys.joinCopyKeys] },
  { entry: 'src/features/enrollment/add-card/AddCardIsland.tsx', shipped: [enrollmentKeys.addCardStepCopyKeys] },
  { entry: 'src/features/enrollment/activate/ActivateIsland.tsx', shipped: [enrollmentKeys.activateCopyKeys] },
  { entry: 'src/features/enrollment/card-added/card-added.ts', shipped: [enrollmentKeys.cardAddedCopyKeys] },
  { entry: 'src/features/merchant-card/carousel-element.ts', shipped: [carouselCopyKeys], notDrawn: offerSectionKeys },
  { entry: 'src/features/search/SearchIsland.tsx', shipped: [searchIslandCopyKeys], notDrawn: offerSectionKeys },
  { entry: 'src/features/merchant/MerchantIsland.tsx', shipped: [merchantPageCopyKeys] },
  { entry: 'src/features/account/overview/OverviewIsland.tsx', shipped: [overviewCopyKeys] },
  { entry: 'src/features/account/overview/OverviewRailIsland.tsx', shipped: [railCopyKeys] },
  { entry: 'src/features/account/activity/ActivityIsland.tsx', shipped: [activityCopyKeys] },
  { entry: 'src/features/account/profile/ProfileIsland.tsx', shipped: [profileCopyKeys] },
  { entry: 'src/features/account/cards/CardsIsland.tsx', shipped: [cardsCopyKeys, enrollmentKeys.addCardCopyKeys] },
  { entry: 'src/features/reenroll/ReenrollIsland.tsx', shipped: [reenrollCopyKeys, enrollmentKeys.addCardCopyKeys] },
  { entry: 'src/features/prospect/prospect-form-element.ts', shipped: [prospectFormCopyKeys] },
];

/** Every page carries these anyway: the form kit's words (its own prop) and the shell's (runtime config). */
const everywhere = new Set<string>([...Object.values(formKitCopyKeys), ...shellCopyKeys]);

/** Files that hold copy (defaults, key lists), not code that draws it. */
const copyHolder = /(^|\/)(copy|copy-keys|[\w-]*-copy-keys|copy-table)\.ts$/;

/** The modules the entry reaches through value imports (type-only imports ship nothing). */
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(path.join(root, file), 'utf8');
    const specifiers = [
      ...source.matchAll(/^(?:import|export)(?! type )[^;]*?from '(\.[^']+)'/gm),
      ...source.matchAll(/\bimport\('(\.[^']+)'\)/g),
    ].map((match) => match[1]!);
    for (const specifier of specifiers) {
      const target = path.join(path.dirname(file), specifier);
      if (/\.css\.ts$/.test(target) || copyHolder.test(target) || !existsSync(path.join(root, target))) continue;
      visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

/** Copy keys the code names in quotes, and those it may build from a `ns.${…}` template (any key
 *  right under ns.; such a key is checked only the other way, as not dead). */
function keysNamed(files: readonly string[]): { named: Set<string>; templated: Set<string> } {
  const named = new Set<string>();
  const templated = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, text] of source.matchAll(/['"`]([\w.-]+)['"`]/g)) if (allKeys.has(text!)) named.add(text!);
    for (const [, prefix] of source.matchAll(/`([\w.-]+\.)\$\{/g))
      for (const key of allKeys) if (key.startsWith(prefix!) && !key.slice(prefix!.length).includes('.')) templated.add(key);
  }
  return { named, templated };
}

describe('the copy each island ships', () => {
  for (const { entry, shipped, notDrawn = [] } of islands) {
    const ships = new Set(shipped.flat());
    const { named, templated } = keysNamed(reachable(entry));

    it(`${path.basename(entry)} ships every key its code draws`, () => {
      const missing = [...named].filter((key) => !ships.has(key) && !everywhere.has(key) && !notDrawn.includes(key));
      expect(missing.sort()).toEqual([]);
    });

    it(`${path.basename(entry)} ships no key its code does not draw`, () => {
      expect([...ships].filter((key) => !named.has(key) && !templated.has(key)).sort()).toEqual([]);
    });
  }

  it('island code never imports a copy table or key list (they hold every default)', () => {
    const importers = islands.flatMap(({ entry }) =>
      reachable(entry).filter((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(/^(?:import|export)(?! type )[^;]*?from '(\.[^']+)'/gm)].some(
          ([, specifier]) => copyHolder.test(specifier!),
        ),
      ),
    );
    expect([...new Set(importers)]).toEqual([]);
  });
});
