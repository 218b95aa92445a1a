/** SPEC §9: both legal pages were last updated on this date. */
export const LEGAL_LAST_UPDATED = 'July 30, 2025';
/** SPEC §9: visitors must be over this age to use the site under the Terms. */
export const TERMS_MINIMUM_AGE = 18;
/** SPEC §9: the Privacy Policy does not serve children under this age. */
export const PRIVACY_MINIMUM_AGE = 13;
/** SPEC §9: notice given before a material change to the Terms takes effect. */
export const TERMS_CHANGE_NOTICE_DAYS = 30;

export const COMPANY_NAME = 'Meridian Group';
export const COMPANY_LOCATION = 'Mumbai, India';
