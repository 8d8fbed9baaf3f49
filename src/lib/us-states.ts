// The profile's state select (spec 001 §5 "Profile form": US states, territories and DC), shared by
// the form and the sandbox so both accept the same codes. USPS two-letter codes; the 50 states and
// DC in name order, then the five inhabited territories in name order.

export type UsRegionKind = 'state' | 'district' | 'territory';

export interface UsRegion {
  /** USPS code, upper case: what PUT /api/Member stores in address.state. */
  readonly code: string;
  readonly name: string;
  readonly kind: UsRegionKind;
}

const region = (code: string, name: string, kind: UsRegionKind = 'state'): UsRegion => ({ code, name, kind });

export const usRegions: readonly UsRegion[] = [
  region('AL', 'Alabama'),
  region('AK', 'Alaska'),
  region('AZ', 'Arizona'),
  region('AR', 'Arkansas'),
  region('CA', 'California'),
  region('CO', 'Colorado'),
  region('CT', 'Connecticut'),
  region('DE', 'Delaware'),
  region('DC', 'District of Columbia', 'district'),
  region('FL', 'Florida'),
  region('GA', 'Georgia'),
  region('HI', 'Hawaii'),
  region('ID', 'Idaho'),
  region('IL', 'Illinois'),
  region('IN', 'Indiana'),
  region('IA', 'Iowa'),
  region('KS', 'Kansas'),
  region('KY', 'Kentucky'),
  region('LA', 'Louisiana'),
  region('ME', 'Maine'),
  region('MD', 'Maryland'),
  region('MA', 'Massachusetts'),
  region('MI', 'Michigan'),
  region('MN', 'Minnesota'),
  region('MS', 'Mississippi'),
  region('MO', 'Missouri'),
  region('MT', 'Montana'),
  region('NE', 'Nebraska'),
  region('NV', 'Nevada'),
  region('NH', 'New Hampshire'),
  region('NJ', 'New Jersey'),
  region('NM', 'New Mexico'),
  region('NY', 'New York'),
  region('NC', 'North Carolina'),
  region('ND', 'North Dakota'),
  region('OH', 'Ohio'),
  region('OK', 'Oklahoma'),
  region('OR', 'Oregon'),
  region('PA', 'Pennsylvania'),
  region('RI', 'Rhode Island'),
  region('SC', 'South Carolina'),
  region('SD', 'South Dakota'),
  region('TN', 'Tennessee'),
  region('TX', 'Texas'),
  region('UT', 'Utah'),
  region('VT', 'Vermont'),
  region('VA', 'Virginia'),
  region('WA', 'Washington'),
  region('WV', 'West Virginia'),
  region('WI', 'Wisconsin'),
  region('WY', 'Wyoming'),
  region('AS', 'American Samoa', 'territory'),
  region('GU', 'Guam', 'territory'),
  region('MP', 'Northern Mariana Islands', 'territory'),
  region('PR', 'Puerto Rico', 'territory'),
  region('VI', 'U.S. Virgin Islands', 'territory'),
];

/** Every accepted code, upper case. */
export const usStateCodes: readonly string[] = usRegions.map((r) => r.code);

const byCode = new Map(usRegions.map((r) => [r.code, r]));

/** Case-insensitive; surrounding spaces ignored. */
export const isUsStateCode = (value: string): boolean => byCode.has(value.trim().toUpperCase());

/** The region of a code (any case), or undefined. */
export const usRegionOf = (value: string): UsRegion | undefined => byCode.get(value.trim().toUpperCase());
