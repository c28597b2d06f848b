// Render stage: pure functions from the model to Markdown syntax nodes, one
// module per thing rendered. This is what the remark stage calls; the
// formulas behind the numbers live in the rules engine (../engine).
export { enemySummary, enemyStats } from './enemy';
export { glossary, termAnchor, termNodes } from './glossaryPage';
export { costNodes, ruleNodes, ruleValue, statusNodes } from './inline';
export { RenderError } from '@dice-rolling/game-model';
export { glossaryPath, proposalsPath } from './paths';
export { regionPart } from './region';
export { rolePart } from './roleSheet';
export { skillCost, skillText } from './skill';
