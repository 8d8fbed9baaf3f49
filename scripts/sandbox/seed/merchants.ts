// Generates the participating restaurants: ~136 per metro across 24 US metros (3,264 in all),
// each with the search facets, offers and reservation settings the spec's Merchant carries.
import {
  mealTypes,
  merchantFeatures,
  weekdays,
  type MealType,
  type Merchant,
  type MerchantFeature,
  type MerchantOffer,
  type Weekday,
} from '../../../src/api/contract/merchants.ts';
import { createPrng, type Prng } from './prng.ts';
import { metros, type Metro } from './metros.ts';

/** Tier campaign codes: non-acclaimed merchants carry all three, acclaimed ones only the higher tiers. */
export const campaignCodesByTier: Record<number, readonly string[]> = {
  0: ['STANDARD'],
  1: ['STANDARD'],
  2: ['STANDARD', 'SELECT'],
  3: ['STANDARD', 'SELECT', 'VIP'],
};

export interface OpenTableSettings {
  rid: number;
  minPartySize: number;
  maxPartySize: number;
  maxDaysInAdvance: number;
  /** Bookings closer than this to now are "too close". */
  minMinutesAhead: number;
}

export interface MerchantRecord {
  id: number;
  name: string;
  description: string;
  cuisines: string[];
  /** 1 to 4 dollar signs. */
  priceRange: number;
  rating: NonNullable<Merchant['details']['rating']>;
  highlight: { comingSoon: boolean; leavingSoon: boolean; new: boolean };
  acclaimedLevel: 1 | 2 | null;
  campaignCodes: string[];
  address: { street: string; city: string; state: string; zip: string };
  neighborhood: string;
  latitude: number;
  longitude: number;
  phone: string;
  features: MerchantFeature[];
  mealsServed: MealType[];
  hours: Merchant['hours'];
  openTable: OpenTableSettings | null;
  ordering: { type: 'internal' | 'external'; url: string | null } | null;
  offer: Pick<MerchantOffer, 'maxSpendPerMonth' | 'maxVisitsPerMonth'> & { limitType: 'Unlimited' | 'Limited'; daysAvailable: Weekday[] };
  /** 2 for merchants running a double-earn bonus. */
  earnMultiplier: 1 | 2;
  /** Partners through which this merchant does not offer the currency (detail answers 404). */
  excludedPartners: string[];
  menuPages: number;
}

const cuisines = [
  'American',
  'Italian',
  'Mexican',
  'Japanese',
  'Sushi',
  'Chinese',
  'Thai',
  'Indian',
  'French',
  'Mediterranean',
  'Greek',
  'Korean',
  'Vietnamese',
  'Seafood',
  'Steakhouse',
  'Pizza',
  'Burgers',
  'BBQ',
  'Southern',
  'Cajun',
  'Tapas',
  'Spanish',
  'Middle Eastern',
  'Vegetarian',
  'Bakery',
  'Cafe',
  'Brunch',
  'Gastropub',
  'Ramen',
  'Tacos',
  'Peruvian',
  'Caribbean',
  'Ethiopian',
  'Wine Bar',
  'Cocktail Bar',
] as const;

const adjectives = [
  'Golden',
  'Rustic',
  'Little',
  'Blue',
  'Copper',
  'Velvet',
  'Salty',
  'Hungry',
  'Wild',
  'Crimson',
  'Silver',
  'Lucky',
  'Smoky',
  'Urban',
  'Hidden',
  'Northern',
  'Sunny',
  'Iron',
  'Brass',
  'Olive',
  'Saffron',
  'Honey',
  'Green',
  'Twin',
];
const nouns = [
  'Fork',
  'Spoon',
  'Table',
  'Kettle',
  'Lantern',
  'Harbor',
  'Oak',
  'Fig',
  'Pepper',
  'Garden',
  'Anchor',
  'Barrel',
  'Hearth',
  'Rooster',
  'Pearl',
  'Orchard',
  'Ember',
  'Plate',
  'Mill',
  'Pantry',
  'Vine',
  'Tavern',
  'Crane',
  'Fox',
];
const surnames = [
  'Rossi',
  'Moreno',
  'Tanaka',
  'Nguyen',
  'Patel',
  'Dubois',
  'Kowalski',
  'Okafor',
  'Garcia',
  'Kim',
  'Murphy',
  'Haddad',
  'Silva',
  'Larsen',
  'Chen',
  'Papadopoulos',
  'Alvarez',
  'Bianchi',
  'Sato',
  'Mensah',
];
const kinds: Partial<Record<string, readonly string[]>> = {
  Italian: ['Trattoria', 'Osteria', 'Cucina'],
  Mexican: ['Cantina', 'Cocina', 'Taqueria'],
  Tacos: ['Taqueria', 'Tacos'],
  Japanese: ['Izakaya', 'Kitchen'],
  Sushi: ['Sushi Bar', 'Sushi'],
  Ramen: ['Ramen', 'Noodle House'],
  French: ['Bistro', 'Brasserie'],
  Pizza: ['Pizzeria', 'Pizza Co.'],
  Burgers: ['Burger Bar', 'Burgers'],
  BBQ: ['Smokehouse', 'BBQ'],
  Steakhouse: ['Steakhouse', 'Chophouse'],
  Seafood: ['Oyster Bar', 'Fish House'],
  Bakery: ['Bakery', 'Bakehouse'],
  Cafe: ['Cafe', 'Coffee House'],
  'Wine Bar': ['Wine Bar', 'Enoteca'],
  'Cocktail Bar': ['Lounge', 'Cocktail Club'],
  Gastropub: ['Pub', 'Alehouse'],
};
const genericKinds = ['Kitchen', 'Eatery', 'Grill', 'Table', 'House', 'Dining Room'];
const streets = [
  'Main St',
  'Oak Ave',
  'Market St',
  'Broadway',
  'Elm St',
  'Maple Ave',
  'Washington Ave',
  'Park Pl',
  'Lake St',
  '2nd St',
  '5th Ave',
  'Union St',
  'Grand Ave',
  'Church St',
  'Mill Rd',
  'Pine St',
  'Cedar Ln',
  'Franklin St',
];
const partnerSlugsForExclusion = [
  'american',
  'caesars',
  'choice',
  'daak',
  'ftch',
  'free-spirit',
  'fuel-rewards',
  'hilton',
  'ihg',
  'jetblue',
  'marriott',
  'nosh',
  'southwest',
  'tgbk',
  't-mobile',
  'united',
  'upromise',
  'wynd',
];

export const merchantsPerMetro = 136;
/** Ids start here so they never look like small counters in URLs. */
export const firstMerchantId = 1001;

function merchantName(prng: Prng, cuisine: string): string {
  const kind = prng.pick(kinds[cuisine] ?? genericKinds);
  switch (prng.int(0, 3)) {
    case 0:
      return `${prng.pick(adjectives)} ${prng.pick(nouns)} ${kind}`;
    case 1:
      return `${prng.pick(surnames)}'s ${kind}`;
    case 2:
      return `${kind} ${prng.pick(surnames)}`;
    default:
      return `The ${prng.pick(adjectives)} ${prng.pick(nouns)}`;
  }
}

const pad = (value: number): string => String(value).padStart(2, '0');

function generateHours(prng: Prng, meals: readonly MealType[]): MerchantRecord['hours'] {
  const opens = meals.includes('breakfast') ? 7 : meals.includes('brunch') ? 9 : meals.includes('lunch') ? 11 : 16;
  const closes = meals.includes('lateNight') ? 26 : meals.includes('dinner') ? prng.pick([21, 22, 23]) : 15;
  const closeMinutes = closes >= 24 ? '00' : prng.pick(['00', '30']);
  const closedDay = prng.chance(0.4) ? prng.pick(['Mon', 'Tue'] as const) : null;
  return weekdays
    .filter((day) => day !== closedDay)
    .map((day) => ({ day, open: `${pad(opens)}:00`, close: `${pad(closes % 24)}:${closeMinutes}` }));
}

function generateMerchant(prng: Prng, id: number, metro: Metro): MerchantRecord {
  const hood = prng.pick(metro.neighborhoods);
  const cuisine = prng.pick(cuisines);
  const secondCuisine = prng.chance(0.45) ? prng.pick(cuisines) : cuisine;
  const merchantCuisines = secondCuisine === cuisine ? [cuisine] : [cuisine, secondCuisine];
  const meals = prng.sample(mealTypes, prng.int(1, 4));
  if (!meals.includes('dinner') && prng.chance(0.7)) meals.push('dinner');
  const features = prng.sample(merchantFeatures, prng.int(1, 4));
  if (!features.includes('dineIn') && prng.chance(0.8)) features.unshift('dineIn');
  const acclaimedLevel = prng.chance(0.12) ? (prng.chance(0.35) ? 2 : 1) : null;
  const highlightRoll = prng.next();
  const priceRange = prng.pick([1, 2, 2, 2, 3, 3, 4]);
  const limited = prng.chance(0.3);
  const reservable = features.includes('dineIn') && prng.chance(0.4);
  const orderOnline = features.includes('orderOnline');
  return {
    id,
    name: merchantName(prng, cuisine),
    description: `${cuisine} ${prng.pick(['favorite', 'spot', 'kitchen', 'dining room'])} in ${hood.name}, ${metro.city}.`,
    cuisines: merchantCuisines,
    priceRange,
    rating: { overallRating: Math.round((2.8 + prng.next() * 2.2) * 10) / 10, numberOfRatings: prng.int(4, 2400) },
    highlight: {
      new: highlightRoll < 0.08,
      comingSoon: highlightRoll >= 0.08 && highlightRoll < 0.11,
      leavingSoon: highlightRoll >= 0.11 && highlightRoll < 0.13,
    },
    acclaimedLevel,
    campaignCodes: acclaimedLevel === 2 ? ['VIP'] : acclaimedLevel === 1 ? ['SELECT', 'VIP'] : ['STANDARD', 'SELECT', 'VIP'],
    address: { street: `${prng.int(10, 2999)} ${prng.pick(streets)}`, city: metro.city, state: metro.state, zip: hood.zip },
    neighborhood: hood.name,
    latitude: Math.round((hood.latitude + (prng.next() - 0.5) * 0.04) * 1e6) / 1e6,
    longitude: Math.round((hood.longitude + (prng.next() - 0.5) * 0.05) * 1e6) / 1e6,
    // 555-01xx numbers are reserved for fiction.
    phone: `${metro.areaCode}-555-01${pad(prng.int(0, 99))}`,
    features,
    mealsServed: meals,
    hours: generateHours(prng, meals),
    openTable: reservable
      ? {
          rid: 100000 + id,
          minPartySize: prng.pick([1, 1, 2]),
          maxPartySize: prng.pick([6, 8, 10, 12, 18]),
          maxDaysInAdvance: prng.pick([30, 60, 90, 365]),
          minMinutesAhead: prng.pick([60, 120]),
        }
      : null,
    ordering: orderOnline
      ? prng.chance(0.5)
        ? { type: 'internal', url: null }
        : { type: 'external', url: `https://order.example.com/r/${id}` }
      : null,
    offer: {
      limitType: limited ? 'Limited' : 'Unlimited',
      maxSpendPerMonth: limited ? prng.pick([100, 150, 250, 500]) : null,
      maxVisitsPerMonth: limited ? prng.pick([2, 4, 8]) : null,
      daysAvailable: limited && prng.chance(0.5) ? [...weekdays].filter((d) => d !== 'Fri' && d !== 'Sat') : [...weekdays],
    },
    earnMultiplier: prng.chance(0.07) ? 2 : 1,
    excludedPartners: prng.chance(0.03) ? [prng.pick(partnerSlugsForExclusion)] : [],
    menuPages: prng.int(1, 3),
  };
}

export function generateMerchants(): MerchantRecord[] {
  const prng = createPrng('sandbox-merchants-v1');
  const merchants: MerchantRecord[] = [];
  let id = firstMerchantId;
  for (const metro of metros) {
    for (let i = 0; i < merchantsPerMetro; i++) merchants.push(generateMerchant(prng, id++, metro));
  }
  return merchants;
}
