// Loaded on demand (React.lazy) once the panel is on screen: the chart code is its own chunk.
import { getChain } from '@fin/shared/domain/chains/chains';
import { formatUsd } from '@fin/shared/domain/money/format';
import type { AllocationSlice } from '@fin/shared/domain/portfolio/rows';
import { maskable } from '../utils/mask';

const PALETTE = ['#4f8cff', '#2fbf71', '#f0b429', '#ef5350', '#a66cff', '#22c3d6', '#ff8a4c'];
const R = 15.9155; // circumference 100, so a share in percent is a dash length
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function Donut({
  slices,
  colorOf,
}: {
  slices: AllocationSlice[];
  colorOf: (s: AllocationSlice, i: number) => string;
}) {
  let offset = 0;
  return (
    <svg viewBox="0 0 42 42" width="96" height="96" aria-hidden="true" focusable="false">
      <circle cx="21" cy="21" r={R} fill="none" stroke="var(--fin-border)" strokeWidth="6" />
      {slices.map((s, i) => {
        const length = s.share * 100;
        const circle = (
          <circle
            key={s.key}
            cx="21"
            cy="21"
            r={R}
            fill="none"
            stroke={colorOf(s, i)}
            strokeWidth="6"
            strokeDasharray={`${length} ${100 - length}`}
            strokeDashoffset={25 - offset}
          />
        );
        offset += length;
        return circle;
      })}
    </svg>
  );
}

function Breakdown({
  title,
  column,
  slices,
  hidden,
  colorOf,
}: {
  title: string;
  column: string;
  slices: AllocationSlice[];
  hidden: boolean;
  colorOf: (s: AllocationSlice, i: number) => string;
}) {
  return (
    <figure style={{ margin: 0 }}>
      <figcaption className="pf-alloc__title">{title}</figcaption>
      <div className="pf-alloc__chart">
        <Donut slices={slices} colorOf={colorOf} />
        <ul className="pf-alloc__legend" aria-hidden="true">
          {slices.map((s, i) => (
            <li key={s.key}>
              <span className="pf-alloc__swatch" style={{ background: colorOf(s, i) }} />
              {s.label} {percent(s.share)}
            </li>
          ))}
        </ul>
      </div>
      {/* A table ignores the 1px box of .fin-sr-only, so a hidden wrapper holds it. */}
      <div className="fin-sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">Value</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {slices.map((s) => (
              <tr key={s.key}>
                <th scope="row">{s.label}</th>
                <td>{maskable(hidden, formatUsd(s.valueUSD))}</td>
                <td>{percent(s.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export default function AllocationChart({
  byChain,
  byProtocol,
  hidden,
}: {
  byChain: AllocationSlice[];
  byProtocol: AllocationSlice[];
  hidden: boolean;
}) {
  return (
    <div className="pf-alloc" data-testid="allocation-chart">
      <Breakdown
        title="Allocation by chain"
        column="Chain"
        slices={byChain}
        hidden={hidden}
        colorOf={(s, i) => getChain(Number(s.key))?.color ?? PALETTE[i % PALETTE.length] ?? '#888'}
      />
      <Breakdown
        title="Allocation by protocol"
        column="Protocol"
        slices={byProtocol}
        hidden={hidden}
        colorOf={(_, i) => PALETTE[i % PALETTE.length] ?? '#888'}
      />
    </div>
  );
}
