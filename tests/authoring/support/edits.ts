// The three kinds of edit an author makes, applied to a copy of the site, and
// where each must show: a rule's value in the data, a page (here a new proposal
// block, which the proposals page gathers from every page) and a C# comment.
import { appendToFile, editFile } from './siteCopy';

export const authorEdits = {
  // A rule no battle reads: an edit to one the battles read replays the design
  // targets' battles (a minute of CPU) and may take a target out of its band,
  // which stops the compile by design; that is the broken target's test.
  rule: {
    file: 'data/game/rules.yaml',
    // The page is a folder's index: its Markdown is index.md under the route.
    page: '/docs/game/design/setting/sound_guide/',
    before: 'Vida abaixo de 50%',
    after: 'Vida abaixo de 65%',
  },
  proposal: {
    file: 'docs/tutorials/index.md',
    page: '/docs/tutorials/',
    register: '/docs/game/design/propostas',
    text: 'Proposta escrita pelo teste do ciclo de edição.',
  },
  target: {
    file: 'data/game/targets.yaml',
    id: 'tier-mais-dificil',
  },
  comment: {
    file: 'framework-source/Controllers/BattleController.cs',
    page: '/docs/framework/api/DiceRolling.Controllers.BattleController',
    text: 'Comentário escrito pelo teste do ciclo de edição.',
  },
} as const;

export function editRule(dir: string): void {
  editFile(dir, authorEdits.rule.file, /(- id: cidade\.aviso-vida\n(?: {2}.*\n)*? {2}value: )50\n/, '$165\n');
}

export function addProposal(dir: string): void {
  appendToFile(dir, authorEdits.proposal.file, `:::note[Proposta]\n${authorEdits.proposal.text}\n:::`);
}

export function editComment(dir: string): void {
  editFile(dir, authorEdits.comment.file, /(\/\/\/ <summary>)[^<]*(<\/summary>\s*public static BattleController Instance)/, `$1${authorEdits.comment.text}$2`);
}

/**
 * Raises a design target's floor far above anything the game measures, so the
 * target breaks; returns the undo. The floor's own value is kept in the undo,
 * whatever the tuning makes it.
 */
export function breakTarget(dir: string): () => void {
  let floor = '';
  editFile(
    dir,
    authorEdits.target.file,
    new RegExp(`(- id: ${authorEdits.target.id}\n(?: {2}.*\n)*? {2}min: )(\\d+)\n`),
    (_match: string, head: string, value: string) => {
      floor = value;
      return `${head}100000\n`;
    },
  );
  return () => editFile(dir, authorEdits.target.file, new RegExp(`(- id: ${authorEdits.target.id}\n(?: {2}.*\n)*? {2}min: )100000\n`), `$1${floor}\n`);
}
