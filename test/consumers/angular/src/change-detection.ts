import { provideZoneChangeDetection } from '@angular/core';

/** zone.js change detection; the `zoneless` build configuration swaps in change-detection.zoneless.ts. */
export const changeDetection = provideZoneChangeDetection();
