/** The library version, checked when a second copy registers the same tags. */
export const VERSION = '0.1.0';
