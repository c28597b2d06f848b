// The bots' worker: the same encounter played by each of the engine's
// policies, off the page's thread: the reader's own battle (the same seed) and
// a run of battles from that seed, as the simulator plays them.
import { buildSetup, policies, simulateBattle, simulateMany, type Encounter, type EncounterData, type Outcome, type Policy } from '@dice-rolling/rules';
import { serveRequests } from '../../worker-rpc';

export interface BotsRequest {
  data: EncounterData;
  encounter: Omit<Encounter, 'policy'>;
  seed: number;
  battles: number;
}

export interface BotResult {
  policy: Policy;
  /** The reader's battle (the same seed) played by the policy. */
  same: { outcome: Outcome; rounds: number };
  wins: number;
  battles: number;
}

serveRequests<BotsRequest, number, BotResult[]>(self as unknown as Parameters<typeof serveRequests>[0], (request, progress) =>
  // Every policy the engine lists: a policy added to the engine shows up here.
  policies.map((policy, index) => {
    const setup = buildSetup(request.data, { ...request.encounter, policy });
    const battle = simulateBattle(setup, request.seed);
    const tally = simulateMany(setup, request.seed, request.battles);
    progress(index + 1);
    return { policy, same: { outcome: battle.outcome, rounds: battle.rounds }, wins: tally.wins, battles: tally.battles };
  }),
);
