import type { ResponseOf, providerBaccaratRoad } from '@site/shared';
import { beadPlate, bigRoad, ROAD_ROWS } from '../baccarat-roads';
import { byId } from './common';

type Road = ResponseOf<typeof providerBaccaratRoad>;

const LABEL = { banker: '庄', player: '闲', tie: '和' } as const;
/** Columns a road shows at least (a whole shoe's bead plate; the big road a screen's width), one empty column ahead. */
const BEAD_COLUMNS = 10;
const BIG_COLUMNS = 24;

function cell(col: number, row: number, className: string): HTMLElement {
  const el = document.createElement('span');
  el.className = className;
  el.style.gridColumn = String(col + 1);
  el.style.gridRow = String(row + 1);
  return el;
}

/** Lays one road's cells on its grid and scrolls to the newest column. */
function lay(grid: HTMLElement, cells: HTMLElement[], lastCol: number, least: number): void {
  grid.style.gridTemplateColumns = `repeat(${Math.max(least, lastCol + 2)}, var(--road-cell))`;
  grid.style.gridTemplateRows = `repeat(${ROAD_ROWS}, var(--road-cell))`;
  grid.replaceChildren(...cells);
  const scroller = grid.parentElement;
  if (scroller) scroller.scrollLeft = scroller.scrollWidth;
}

/** Paints the bead plate (珠盘路) and the big road (大路) of the table's current shoe. */
export function paintRoads(road: Road): void {
  byId('shoe').textContent = `第${road.shoe}靴 · 第${road.results.length}局`;

  const beads = beadPlate(road.results);
  const bead = byId('bead-plate');
  bead.dataset.rounds = String(beads.length);
  lay(
    bead,
    beads.map((b) => {
      const el = cell(b.col, b.row, `bead ${b.result}`);
      el.textContent = LABEL[b.result];
      return el;
    }),
    beads[beads.length - 1]?.col ?? -1,
    BEAD_COLUMNS,
  );

  const marks = bigRoad(road.results);
  const big = byId('big-road');
  big.dataset.marks = String(marks.length);
  lay(
    big,
    marks.map((m) => {
      const el = cell(m.col, m.row, `mark ${m.winner}${m.ties > 0 ? ' tied' : ''}`);
      el.title = `${LABEL[m.winner]}${m.ties > 0 ? `，和${m.ties}局` : ''}`;
      if (m.ties > 1) el.textContent = String(m.ties);
      return el;
    }),
    marks.reduce((max, m) => Math.max(max, m.col), -1),
    BIG_COLUMNS,
  );
}
