// US metros the merchants are spread over. Centres, neighbourhoods and ZIP codes are real, their
// coordinates approximate, so "Chicago, IL", "Chicago, Illinois", a central Chicago ZIP and Chicago
// coordinates all find Chicago merchants.

export interface Neighborhood {
  name: string;
  zip: string;
  latitude: number;
  longitude: number;
}

/** A ZIP code's approximate centre. */
export interface ZipArea {
  zip: string;
  latitude: number;
  longitude: number;
}

export interface Metro {
  city: string;
  /** USPS code: "NY". */
  state: string;
  /** "New York", so "City, State" resolves too. */
  stateName: string;
  latitude: number;
  longitude: number;
  areaCode: string;
  /** Merchants' neighbourhoods (their ZIPs resolve too). */
  neighborhoods: readonly Neighborhood[];
  /** The other central ZIP codes a member may search by. */
  zips: readonly ZipArea[];
}

const n = (name: string, zip: string, latitude: number, longitude: number): Neighborhood => ({ name, zip, latitude, longitude });
const z = (zip: string, latitude: number, longitude: number): ZipArea => ({ zip, latitude, longitude });

export const metros: readonly Metro[] = [
  {
    city: 'New York',
    state: 'NY',
    stateName: 'New York',
    latitude: 40.7577,
    longitude: -73.9857,
    areaCode: '212',
    neighborhoods: [
      n('Midtown', '10036', 40.759, -73.9845),
      n('Chelsea', '10011', 40.7465, -74.0014),
      n('East Village', '10009', 40.7265, -73.9815),
      n('Upper West Side', '10024', 40.787, -73.9754),
      n('SoHo', '10012', 40.7233, -73.9985),
      n('Harlem', '10027', 40.8116, -73.9465),
    ],
    zips: [
      z('10001', 40.7506, -73.9972),
      z('10003', 40.7317, -73.9891),
      z('10010', 40.739, -73.9826),
      z('10016', 40.7459, -73.9781),
      z('10017', 40.7524, -73.9726),
      z('10018', 40.7552, -73.9932),
      z('10019', 40.7651, -73.9858),
      z('10022', 40.7585, -73.9679),
    ],
  },
  {
    city: 'Chicago',
    state: 'IL',
    stateName: 'Illinois',
    latitude: 41.8781,
    longitude: -87.6298,
    areaCode: '312',
    neighborhoods: [
      n('The Loop', '60603', 41.8806, -87.6278),
      n('River North', '60654', 41.8924, -87.6341),
      n('Lincoln Park', '60614', 41.9214, -87.6513),
      n('Wicker Park', '60622', 41.9088, -87.6796),
      n('West Loop', '60607', 41.8826, -87.6514),
      n('Logan Square', '60647', 41.9231, -87.7093),
    ],
    zips: [
      z('60601', 41.8858, -87.6229),
      z('60602', 41.8829, -87.6321),
      z('60604', 41.8782, -87.6297),
      z('60605', 41.8676, -87.6175),
      z('60606', 41.8826, -87.6377),
      z('60611', 41.8966, -87.6216),
    ],
  },
  {
    city: 'Los Angeles',
    state: 'CA',
    stateName: 'California',
    latitude: 34.0522,
    longitude: -118.2437,
    areaCode: '213',
    neighborhoods: [
      n('Downtown', '90012', 34.0537, -118.2428),
      n('Silver Lake', '90026', 34.0869, -118.2702),
      n('Koreatown', '90010', 34.0618, -118.3004),
      n('Hollywood', '90028', 34.0983, -118.3267),
      n('Venice', '90291', 33.985, -118.4695),
      n('Echo Park', '90026', 34.0782, -118.2606),
    ],
    zips: [
      z('90013', 34.0446, -118.2402),
      z('90014', 34.0431, -118.2515),
      z('90015', 34.0395, -118.2661),
      z('90017', 34.053, -118.2642),
      z('90071', 34.0522, -118.2551),
    ],
  },
  {
    city: 'San Francisco',
    state: 'CA',
    stateName: 'California',
    latitude: 37.7749,
    longitude: -122.4194,
    areaCode: '415',
    neighborhoods: [
      n('Mission District', '94110', 37.7599, -122.4148),
      n('North Beach', '94133', 37.8061, -122.4103),
      n('SoMa', '94103', 37.7785, -122.4056),
      n('Hayes Valley', '94102', 37.7759, -122.4245),
      n('Marina', '94123', 37.8037, -122.4368),
    ],
    zips: [
      z('94104', 37.7915, -122.4018),
      z('94105', 37.7897, -122.3942),
      z('94108', 37.7922, -122.4084),
      z('94109', 37.7925, -122.4212),
      z('94111', 37.7985, -122.3998),
    ],
  },
  {
    city: 'Seattle',
    state: 'WA',
    stateName: 'Washington',
    latitude: 47.6062,
    longitude: -122.3321,
    areaCode: '206',
    neighborhoods: [
      n('Capitol Hill', '98102', 47.6253, -122.3222),
      n('Ballard', '98107', 47.6686, -122.386),
      n('Fremont', '98103', 47.651, -122.3505),
      n('Pioneer Square', '98104', 47.6015, -122.3343),
      n('Belltown', '98121', 47.6145, -122.347),
    ],
    zips: [z('98101', 47.6105, -122.3348), z('98109', 47.6308, -122.3447), z('98122', 47.6116, -122.3053), z('98154', 47.6066, -122.333)],
  },
  {
    city: 'Boston',
    state: 'MA',
    stateName: 'Massachusetts',
    latitude: 42.3601,
    longitude: -71.0589,
    areaCode: '617',
    neighborhoods: [
      n('Back Bay', '02116', 42.3503, -71.081),
      n('North End', '02113', 42.3647, -71.0542),
      n('South End', '02118', 42.3388, -71.0765),
      n('Seaport', '02210', 42.3486, -71.042),
      n('Beacon Hill', '02108', 42.3588, -71.0707),
    ],
    zips: [z('02109', 42.3601, -71.0529), z('02110', 42.3576, -71.0514), z('02111', 42.3503, -71.0608), z('02114', 42.3614, -71.0676)],
  },
  {
    city: 'Washington',
    state: 'DC',
    stateName: 'District of Columbia',
    latitude: 38.9072,
    longitude: -77.0369,
    areaCode: '202',
    neighborhoods: [
      n('Dupont Circle', '20036', 38.9097, -77.0434),
      n('Georgetown', '20007', 38.9097, -77.0654),
      n('Capitol Hill', '20003', 38.886, -76.9995),
      n('Shaw', '20001', 38.9123, -77.0219),
      n('Navy Yard', '20003', 38.8764, -77.0031),
    ],
    zips: [
      z('20004', 38.8951, -77.026),
      z('20005', 38.904, -77.0317),
      z('20006', 38.8983, -77.0418),
      z('20009', 38.9193, -77.0374),
      z('20037', 38.9014, -77.0504),
    ],
  },
  {
    city: 'Atlanta',
    state: 'GA',
    stateName: 'Georgia',
    latitude: 33.749,
    longitude: -84.388,
    areaCode: '404',
    neighborhoods: [
      n('Midtown', '30309', 33.7838, -84.383),
      n('Buckhead', '30305', 33.8393, -84.3798),
      n('Inman Park', '30307', 33.7573, -84.3527),
      n('Old Fourth Ward', '30312', 33.7635, -84.372),
      n('West Midtown', '30318', 33.7866, -84.4125),
    ],
    zips: [z('30303', 33.7528, -84.3915), z('30308', 33.7719, -84.376), z('30313', 33.7594, -84.3964)],
  },
  {
    city: 'Miami',
    state: 'FL',
    stateName: 'Florida',
    latitude: 25.7617,
    longitude: -80.1918,
    areaCode: '305',
    neighborhoods: [
      n('Brickell', '33131', 25.7617, -80.1918),
      n('Wynwood', '33127', 25.801, -80.1994),
      n('Little Havana', '33135', 25.7655, -80.2198),
      n('Design District', '33137', 25.8128, -80.192),
      n('Coconut Grove', '33133', 25.728, -80.2374),
    ],
    zips: [z('33128', 25.776, -80.2), z('33130', 25.7675, -80.2042), z('33132', 25.783, -80.187), z('33136', 25.786, -80.204)],
  },
  {
    city: 'Dallas',
    state: 'TX',
    stateName: 'Texas',
    latitude: 32.7767,
    longitude: -96.797,
    areaCode: '214',
    neighborhoods: [
      n('Uptown', '75201', 32.799, -96.801),
      n('Deep Ellum', '75226', 32.7843, -96.7835),
      n('Bishop Arts', '75208', 32.749, -96.828),
      n('Lower Greenville', '75206', 32.814, -96.77),
      n('Design District', '75207', 32.795, -96.82),
    ],
    zips: [z('75202', 32.7816, -96.802), z('75204', 32.803, -96.785), z('75219', 32.812, -96.813), z('75270', 32.781, -96.799)],
  },
  {
    city: 'Houston',
    state: 'TX',
    stateName: 'Texas',
    latitude: 29.7604,
    longitude: -95.3698,
    areaCode: '713',
    neighborhoods: [
      n('Montrose', '77006', 29.7445, -95.3909),
      n('The Heights', '77008', 29.7983, -95.401),
      n('Midtown', '77002', 29.741, -95.38),
      n('Rice Village', '77005', 29.7166, -95.417),
      n('EaDo', '77003', 29.749, -95.352),
    ],
    zips: [z('77004', 29.728, -95.362), z('77007', 29.772, -95.411), z('77010', 29.7543, -95.361), z('77019', 29.752, -95.411)],
  },
  {
    city: 'Austin',
    state: 'TX',
    stateName: 'Texas',
    latitude: 30.2672,
    longitude: -97.7431,
    areaCode: '512',
    neighborhoods: [
      n('Downtown', '78701', 30.27, -97.743),
      n('South Congress', '78704', 30.248, -97.75),
      n('East Austin', '78702', 30.262, -97.722),
      n('Hyde Park', '78751', 30.307, -97.729),
      n('Zilker', '78704', 30.262, -97.77),
    ],
    zips: [z('78703', 30.292, -97.768), z('78705', 30.293, -97.74)],
  },
  {
    city: 'Denver',
    state: 'CO',
    stateName: 'Colorado',
    latitude: 39.7392,
    longitude: -104.9903,
    areaCode: '303',
    neighborhoods: [
      n('LoDo', '80202', 39.753, -104.999),
      n('RiNo', '80205', 39.769, -104.979),
      n('Highlands', '80211', 39.762, -105.011),
      n('Cherry Creek', '80206', 39.717, -104.953),
      n('Capitol Hill', '80203', 39.731, -104.981),
    ],
    zips: [z('80204', 39.734, -105.02), z('80209', 39.707, -104.966), z('80218', 39.732, -104.971)],
  },
  {
    city: 'Phoenix',
    state: 'AZ',
    stateName: 'Arizona',
    latitude: 33.4484,
    longitude: -112.074,
    areaCode: '602',
    neighborhoods: [
      n('Downtown', '85004', 33.451, -112.07),
      n('Arcadia', '85018', 33.496, -111.98),
      n('Roosevelt Row', '85004', 33.458, -112.069),
      n('Biltmore', '85016', 33.511, -112.03),
      n('Melrose', '85013', 33.505, -112.089),
    ],
    zips: [z('85003', 33.451, -112.078), z('85006', 33.465, -112.048), z('85007', 33.448, -112.09), z('85012', 33.509, -112.07)],
  },
  {
    city: 'Philadelphia',
    state: 'PA',
    stateName: 'Pennsylvania',
    latitude: 39.9526,
    longitude: -75.1652,
    areaCode: '215',
    neighborhoods: [
      n('Center City', '19107', 39.951, -75.159),
      n('Old City', '19106', 39.951, -75.145),
      n('Fishtown', '19125', 39.971, -75.134),
      n('Rittenhouse', '19103', 39.95, -75.171),
      n('South Philly', '19147', 39.932, -75.153),
    ],
    zips: [z('19102', 39.953, -75.166), z('19123', 39.964, -75.147), z('19146', 39.938, -75.18)],
  },
  {
    city: 'Minneapolis',
    state: 'MN',
    stateName: 'Minnesota',
    latitude: 44.9778,
    longitude: -93.265,
    areaCode: '612',
    neighborhoods: [
      n('North Loop', '55401', 44.987, -93.277),
      n('Uptown', '55408', 44.949, -93.298),
      n('Northeast', '55413', 45.0, -93.247),
      n('Loring Park', '55403', 44.969, -93.285),
      n('Dinkytown', '55414', 44.981, -93.236),
    ],
    zips: [z('55402', 44.976, -93.271), z('55404', 44.963, -93.262), z('55415', 44.974, -93.259)],
  },
  {
    city: 'Detroit',
    state: 'MI',
    stateName: 'Michigan',
    latitude: 42.3314,
    longitude: -83.0458,
    areaCode: '313',
    neighborhoods: [
      n('Corktown', '48216', 42.331, -83.07),
      n('Midtown', '48201', 42.35, -83.064),
      n('Downtown', '48226', 42.331, -83.046),
      n('Eastern Market', '48207', 42.348, -83.041),
      n('West Village', '48214', 42.359, -82.997),
    ],
    zips: [z('48202', 42.374, -83.077), z('48208', 42.349, -83.092), z('48243', 42.329, -83.04)],
  },
  {
    city: 'Nashville',
    state: 'TN',
    stateName: 'Tennessee',
    latitude: 36.1627,
    longitude: -86.7816,
    areaCode: '615',
    neighborhoods: [
      n('The Gulch', '37203', 36.151, -86.789),
      n('East Nashville', '37206', 36.18, -86.749),
      n('12 South', '37204', 36.125, -86.789),
      n('Germantown', '37208', 36.181, -86.792),
      n('Downtown', '37219', 36.163, -86.781),
    ],
    zips: [z('37201', 36.165, -86.778), z('37212', 36.136, -86.8), z('37213', 36.166, -86.767)],
  },
  {
    city: 'New Orleans',
    state: 'LA',
    stateName: 'Louisiana',
    latitude: 29.9511,
    longitude: -90.0715,
    areaCode: '504',
    neighborhoods: [
      n('French Quarter', '70116', 29.9584, -90.0644),
      n('Garden District', '70130', 29.929, -90.084),
      n('Marigny', '70117', 29.964, -90.056),
      n('Warehouse District', '70130', 29.943, -90.069),
      n('Uptown', '70115', 29.922, -90.108),
    ],
    zips: [z('70112', 29.957, -90.077), z('70113', 29.943, -90.083), z('70119', 29.975, -90.085)],
  },
  {
    city: 'Las Vegas',
    state: 'NV',
    stateName: 'Nevada',
    latitude: 36.1699,
    longitude: -115.1398,
    areaCode: '702',
    neighborhoods: [
      n('The Strip', '89109', 36.1147, -115.1728),
      n('Downtown', '89101', 36.171, -115.144),
      n('Arts District', '89104', 36.159, -115.153),
      n('Chinatown', '89102', 36.126, -115.195),
      n('Summerlin', '89135', 36.151, -115.334),
    ],
    zips: [z('89106', 36.183, -115.162), z('89119', 36.085, -115.145), z('89169', 36.125, -115.142)],
  },
  {
    city: 'San Diego',
    state: 'CA',
    stateName: 'California',
    latitude: 32.7157,
    longitude: -117.1611,
    areaCode: '619',
    neighborhoods: [
      n('Gaslamp Quarter', '92101', 32.7117, -117.16),
      n('North Park', '92104', 32.748, -117.13),
      n('Little Italy', '92101', 32.723, -117.168),
      n('Hillcrest', '92103', 32.748, -117.164),
      n('Pacific Beach', '92109', 32.797, -117.235),
    ],
    zips: [z('92102', 32.715, -117.126), z('92110', 32.765, -117.2), z('92113', 32.697, -117.12)],
  },
  {
    city: 'Portland',
    state: 'OR',
    stateName: 'Oregon',
    latitude: 45.5152,
    longitude: -122.6784,
    areaCode: '503',
    neighborhoods: [
      n('Pearl District', '97209', 45.529, -122.683),
      n('Alberta Arts', '97211', 45.559, -122.645),
      n('Hawthorne', '97214', 45.512, -122.63),
      n('Nob Hill', '97210', 45.53, -122.699),
      n('Division', '97202', 45.505, -122.635),
    ],
    zips: [z('97201', 45.508, -122.69), z('97204', 45.518, -122.674), z('97205', 45.52, -122.688), z('97232', 45.529, -122.644)],
  },
  {
    city: 'Charlotte',
    state: 'NC',
    stateName: 'North Carolina',
    latitude: 35.2271,
    longitude: -80.8431,
    areaCode: '704',
    neighborhoods: [
      n('Uptown', '28202', 35.227, -80.843),
      n('South End', '28203', 35.213, -80.858),
      n('NoDa', '28205', 35.247, -80.801),
      n('Plaza Midwood', '28205', 35.221, -80.81),
      n('Dilworth', '28203', 35.206, -80.85),
    ],
    zips: [z('28204', 35.214, -80.827), z('28206', 35.251, -80.823), z('28207', 35.197, -80.827)],
  },
  {
    city: 'Orlando',
    state: 'FL',
    stateName: 'Florida',
    latitude: 28.5383,
    longitude: -81.3792,
    areaCode: '407',
    neighborhoods: [
      n('Downtown', '32801', 28.542, -81.379),
      n('Thornton Park', '32801', 28.541, -81.369),
      n('Mills 50', '32803', 28.558, -81.365),
      n('College Park', '32804', 28.57, -81.39),
      n('Winter Park', '32789', 28.6, -81.339),
    ],
    zips: [z('32805', 28.53, -81.404), z('32806', 28.513, -81.362), z('32814', 28.57, -81.326)],
  },
];

const earthRadiusMiles = 3958.8;

/** Great-circle distance in miles. */
export function distanceMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.sqrt(a));
}
