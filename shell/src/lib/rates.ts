/** The label every static rates text carries: those rates were written down once, so the reader must see how old they are. */
export const RATES_AS_OF = 'as of Aug 2025';
