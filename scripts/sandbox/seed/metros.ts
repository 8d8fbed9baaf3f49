// US metros the merchants are spread over. Centres and neighbourhood coordinates are approximate
// but real, so "Chicago, IL", a Chicago ZIP and Chicago coordinates all find Chicago merchants.

export interface Neighborhood {
  name: string;
  zip: string;
  latitude: number;
  longitude: number;
}

export interface Metro {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  areaCode: string;
  neighborhoods: readonly Neighborhood[];
}

const n = (name: string, zip: string, latitude: number, longitude: number): Neighborhood => ({ name, zip, latitude, longitude });

export const metros: readonly Metro[] = [
  {
    city: 'New York',
    state: 'NY',
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
  },
  {
    city: 'Chicago',
    state: 'IL',
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
  },
  {
    city: 'Los Angeles',
    state: 'CA',
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
  },
  {
    city: 'San Francisco',
    state: 'CA',
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
  },
  {
    city: 'Seattle',
    state: 'WA',
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
  },
  {
    city: 'Boston',
    state: 'MA',
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
  },
  {
    city: 'Washington',
    state: 'DC',
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
  },
  {
    city: 'Atlanta',
    state: 'GA',
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
  },
  {
    city: 'Miami',
    state: 'FL',
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
  },
  {
    city: 'Dallas',
    state: 'TX',
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
  },
  {
    city: 'Houston',
    state: 'TX',
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
  },
  {
    city: 'Austin',
    state: 'TX',
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
  },
  {
    city: 'Denver',
    state: 'CO',
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
  },
  {
    city: 'Phoenix',
    state: 'AZ',
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
  },
  {
    city: 'Philadelphia',
    state: 'PA',
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
  },
  {
    city: 'Minneapolis',
    state: 'MN',
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
  },
  {
    city: 'Detroit',
    state: 'MI',
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
  },
  {
    city: 'Nashville',
    state: 'TN',
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
  },
  {
    city: 'New Orleans',
    state: 'LA',
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
  },
  {
    city: 'Las Vegas',
    state: 'NV',
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
  },
  {
    city: 'San Diego',
    state: 'CA',
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
  },
  {
    city: 'Portland',
    state: 'OR',
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
  },
  {
    city: 'Charlotte',
    state: 'NC',
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
  },
  {
    city: 'Orlando',
    state: 'FL',
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
