// A merchant detail answer as the sandbox sends it (docs/api.md "Merchants"), for the merchant page tests.
export function detailAnswer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 1212,
    name: 'The Honey Fork',
    images: { imageBaseUrl: 'http://127.0.0.1:4600/images/merchants/' },
    details: {
      rating: { overallRating: 4.5, numberOfRatings: 370 },
      priceRange: 2,
      cuisines: ['Chinese', 'Dim Sum'],
      highlight: { new: false, comingSoon: false, leavingSoon: false, acclaimed: false },
    },
    location: {
      address: { street: '2028 Union St', city: 'Chicago', state: 'IL', zip: '60607' },
      neighborhood: 'West Loop',
      latitude: 41.88,
      longitude: -87.62,
    },
    distance: null,
    acclaimedLevel: null,
    benefitAvailability: { campaignCodes: ['STANDARD', 'SELECT', 'VIP'] },
    reservationProviders: { openTable: { rid: 101212, url: 'https://www.opentable.com/restref/client?rid=101212' } },
    features: ['dineIn'],
    mealsServed: ['dinner'],
    hours: [
      { day: 'Mon', open: '17:00', close: '22:00' },
      { day: 'Sat', open: '11:00', close: '02:00' },
    ],
    phone: '312-555-0198',
    isNew: false,
    earnRates: [
      { tierLevel: 0, rate: 0.5, text: '1 mile per $2 spent' },
      { tierLevel: 2, rate: 3, text: '3 miles per $1' },
      { tierLevel: 3, rate: 5, text: '5 miles per $1' },
    ],
    bonus: null,
    offerTag: null,
    offers: [
      {
        id: '1212-standard',
        limitType: 'Limited',
        maxSpendPerMonth: 150,
        maxVisitsPerMonth: 2,
        daysAvailable: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu'],
        earnRates: [],
      },
    ],
    description: 'Chinese favourite in West Loop, Chicago.',
    directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=41.88,-87.62',
    menu: {
      url: 'https://menus.example.com/m/1212',
      images: [{ url: 'http://127.0.0.1:4600/images/merchants/1212/menu/1', alt: 'Menu, page 1' }],
    },
    ordering: null,
    reservations: { minPartySize: 1, maxPartySize: 8, maxDaysInAdvance: 60 },
    maxSpendPerMonth: 150,
    maxVisitsPerMonth: 2,
    origin: null,
    ...overrides,
  };
}
