// Library, not a plugin: the class that hides text from the eye but not from
// a screen reader (a live region's announcement), one CSS Module for every
// plugin's theme that announces something, as tool-frame is for the tools' look.
import hidden from './visually-hidden.module.css';

/** The class name: read by assistive technology, not drawn. */
export const visuallyHidden: string = hidden.visuallyHidden ?? '';
