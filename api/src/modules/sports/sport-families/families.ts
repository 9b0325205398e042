import type { SportType } from '@site/shared';
import type { FamilySports, SportFamily } from '../sim-match';
import { framesSports } from './frames';
import { goalsSports } from './goals';
import { inningsSports } from './innings';
import { outrights } from './outright';
import { pointsSports } from './points';
import { setsSports } from './sets';

/** The family each sport plays by. */
const FAMILY_OF: FamilySports = {
  FT: goalsSports,
  VF: goalsSports,
  OP: goalsSports,
  BK: pointsSports,
  TN: setsSports,
  TT: setsSports,
  VB: setsSports,
  SK: framesSports,
  BS: inningsSports,
  FS: outrights,
};

export const familyOf = (gameType: SportType): SportFamily => FAMILY_OF[gameType];
