// Portuguese names of the data's enumerations, as the tables show them.
export const categoryNames = { offensive: 'Ofensiva', defensive: 'Defensiva', buff: 'Buff', debuff: 'Debuff', movement: 'Movimento' } as const;
export const stackingNames = { refresh: 'Renova', add: 'Soma', none: 'Não acumula' } as const;
export const groupNames = { beast: 'Besta', humanoid: 'Humanoide', abomination: 'Abominação', colossal: 'Colossal (chefe)' } as const;
export const playableNames = { yes: 'Sim', no: 'Não', generic: 'Genérico' } as const;
/** Marks of a target board: 0 unused, 1 where the user may act, 2 ally target, 3 opposite-side target. */
export const boardMarks = ['·', 'U', 'A', 'X'] as const;

/** A creature's drops as a reader sees them: the list, or "nenhum" when the data say it drops nothing. */
export const dropsText = (drops: readonly string[]): string => (drops.length === 0 ? 'nenhum' : drops.join(', '));
