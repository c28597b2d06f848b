// Site paths the rendered pages link to.
import { anchorOf } from '../mdast';
import type { Role } from '@dice-rolling/game-model';

export const glossaryPath = '/docs/game/design/glossario';
export const proposalsPath = '/docs/game/design/propostas';
export const statusPagePath = '/docs/game/design/mechanics/characters/status-effects/';

/** The passive's section on its role's page ("## Passiva: <name>"), where trigger, effect and limit are shown. */
export function passiveAnchor(role: Role, passiveName: string): string {
  return `${role.page}#${anchorOf(`Passiva: ${passiveName}`)}`;
}
