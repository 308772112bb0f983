import { provideZonelessChangeDetection } from '@angular/core';

/** Angular 21's default for new apps: no zone.js, change detection scheduled by template events and signals. */
export const changeDetection = provideZonelessChangeDetection();
