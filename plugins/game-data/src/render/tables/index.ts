// The named tables of the data, for <Tabela de="…"> (src/tables.ts adds the balance page's).
import { charactersTables } from './characters';
import { commonActionsTables } from './commonActions';
import { dataFilesTables } from './dataFiles';
import { enemiesTables } from './enemies';
import { energiesAndDiceTables } from './energiesAndDice';
import { policiesTables } from './policies';
import { rulesTables } from './rules';
import type { TableRenderers } from './types';
import { worldTables } from './world';

export const dataTables: TableRenderers = {
  ...energiesAndDiceTables,
  ...charactersTables,
  ...commonActionsTables,
  ...enemiesTables,
  ...dataFilesTables,
  ...worldTables,
  ...rulesTables,
  ...policiesTables,
};
