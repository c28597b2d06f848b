// Prism is about 15 % of a page's JavaScript and most pages of the game
// section show no code: code blocks load it themselves.
export { default } from '@site/src/components/CodeHighlight';
