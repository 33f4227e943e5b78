/** The most plans one side-by-side view holds (zod-free, for the SPA). */
export const SIDE_BY_SIDE_MAX_PLANS = 4;
