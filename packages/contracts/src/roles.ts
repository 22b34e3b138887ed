/** The roles a person has on Reboard, and each one's name as a catalogue key (the pages translate them). */
export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_KEYS = { buyer: 'common.role.buyer', seller: 'common.role.seller', admin: 'common.role.admin' } as const satisfies Record<Role, string>;
