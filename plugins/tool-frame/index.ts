// Library, not a plugin: the frame of the site's interactive tools (a CSS
// Module), so the designer tools and "Jogar uma batalha" share one look
// without one reaching into the other's theme.
import frame from './frame.module.css';

/** The class names: `frame` (the tool's box, inputs and selects in it styled), `group` (a fieldset). */
export const toolFrame: { frame: string; group: string } = { frame: frame.frame ?? '', group: frame.group ?? '' };
