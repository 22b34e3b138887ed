import { ALL_SPECS } from '@reboard/contracts/schemas';

/** The form's specification fields, as the server names them in a 400 (`specs.capacity`). */
export const SPEC_FIELDS = [...ALL_SPECS.keys()].map((key) => `specs.${key}` as const);
