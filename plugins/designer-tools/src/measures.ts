// The Node side's measures, one entry for the project's scripts (targets:record,
// report:sensitivity, bench:engine): the targets' battles, the lab's data and the
// sensitivity of the targets to one number. The plugin's entry (index.ts) brings
// Docusaurus and the remark stage, which a script or a worker thread has no use for.
export {
  appendTargetHistory,
  cachedBattles,
  evaluateDesignTargets,
  readTargetHistory,
  scanRecordsFile,
  scanRecordsOf,
  scanRecordsText,
  targetHistoryFile,
  targetHistoryText,
} from './targets';
export { labToolData } from './labData';
// The lab's link, read with the lab's checks (report:changes reads a link a designer pastes).
export { labFromParams } from '../client/lab';
export { baseFigures, evaluateChanges, sensitivityMoves, targetFlips } from './sensitivity';
