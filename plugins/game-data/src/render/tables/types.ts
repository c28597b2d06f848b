import type { Node } from '../../mdast';
import type { GameModel } from '@dice-rolling/game-model';

/** Renders one named table from the model and the element's attributes. */
export type TableRenderer = (model: GameModel, attributes: Record<string, string>) => Node[];
export type TableRenderers = Record<string, TableRenderer>;
