/** The label every rates text carries (spec §1: rates text is labelled 'as of Aug 2025'). */
export const RATES_AS_OF = 'as of Aug 2025';
