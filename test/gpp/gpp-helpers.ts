import { GppModel } from '@iabgpp/cmpapi';

/** A page's `__gpp` as ad scripts call it. */
export type GppCall = (command: string, callback?: (data: any, success: boolean) => void, parameter?: unknown) => void;

/** The answer of `command` through `gpp`, as a promise. */
export const call = (gpp: GppCall, command: string, parameter?: unknown) =>
  new Promise<any>((resolve) => gpp(command, (data) => resolve(data), parameter));

/** A GPP string decoded by IAB's own library: each section's fields by name. */
export function decode(gppString: string): Record<string, Record<string, unknown>> {
  return new GppModel(gppString).toObject() as Record<string, Record<string, unknown>>;
}
