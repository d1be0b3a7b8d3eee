/**
 * BENCH_TRACE=1 in bench/editor.ts: where each edit's measured time went, from a Chromium trace.
 * The page marks each edit (`edit:key:N`, `edit:applied:N`, `edit:frame:N`, `edit:end:N` with
 * performance.mark, so they land in the trace as blink.user_timing); the renderer's main thread's
 * events inside the two measured windows (the key's handlers, and the next frame to the message
 * posted from it) are split into buckets by their innermost known ancestor. The slowest tenth of the
 * edits is then printed beside the median ones, so the slow edits' extra is named.
 */

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'v8',
  // BENCH_TRACE_CC=1: the compositor's side too (the commit the main thread waits for, the canvas
  // copied for it, the raster and display threads); a trace about 15 times larger.
  ...(process.env.BENCH_TRACE_CC
    ? ['cc', 'toplevel', 'blink', 'disabled-by-default-cc.debug.scheduler', 'viz']
    : []),
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number; type?: string };
  };
}

/** The innermost of these names an event sits in decides its bucket. */
const BUCKETS: [RegExp, string][] = [
  [/GC|Scavenge|MarkCompact|V8\.GC/i, 'gc'],
  // Only with BENCH_TRACE_CC: the main thread blocked until the compositor thread takes the frame,
  // and each changed canvas copied into a shared image for it (software compositing: --disable-gpu).
  [/^Canvas2DResourceProviderSharedImage::ProduceCanvasResource$/, 'canvas copied'],
  [/^(LayerTreeHost::WaitForCommitCompletion|ProxyMain::BeginMainFrame::commit)$/, 'commit (and its wait)'],
  [/^LayerTreeHost::DoUpdateLayers$/, 'layers updated'],
  [/^EventDispatch$/, 'event handler JS'],
  [/^FireAnimationFrame$/, 'rAF callbacks'],
  [
    /^(UpdateLayoutTree|RecalculateStyles|Layout|ScheduleStyleRecalculation|InvalidateLayout)$/,
    'style/layout',
  ],
  [
    /^(Paint|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|Commit|PaintImage|RasterTask)$/,
    'paint/composite',
  ],
  [/^TimerFire$/, 'timers'],
  [/^(FunctionCall|V8\.Execute|EvaluateScript|v8\.callFunction)$/, 'other task JS'],
];

interface Span {
  name: string;
  start: number;
  end: number;
  label: string;
}

function spansOf(events: TraceEvent[], pid: number, tid: number): Span[] {
  const mine = events.filter((e) => e.pid === pid && e.tid === tid).sort((a, b) => a.ts - b.ts);
  const spans: Span[] = [];
  const open = new Map<string, TraceEvent[]>();
  for (const e of mine) {
    const data = e.args?.data;
    const label =
      data?.functionName || data?.url
        ? `${data.functionName || '(anon)'} ${(data.url ?? '').split('/').pop()}:${data.lineNumber ?? ''}:${data.columnNumber ?? ''}`
        : '';
    if (e.ph === 'X') spans.push({ name: e.name, start: e.ts, end: e.ts + (e.dur ?? 0), label });
    else if (e.ph === 'B') open.set(e.name, [...(open.get(e.name) ?? []), e]);
    else if (e.ph === 'E') {
      const b = open.get(e.name)?.pop();
      if (b) spans.push({ name: e.name, start: b.ts, end: e.ts, label });
    }
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Self time (ms) per bucket of the spans inside [from, to], clipped to it. */
function bucketsIn(
  spans: Span[],
  from: number,
  to: number,
  labels: Map<string, number>,
): Record<string, number> {
  const out: Record<string, number> = {};
  const stack: Span[] = [];
  const inside = spans.filter((s) => s.end > from && s.start < to);
  const clip = (s: Span) => Math.max(0, Math.min(s.end, to) - Math.max(s.start, from));
  const self = new Map<Span, number>();
  for (const s of inside) {
    while (stack.length > 0 && stack[stack.length - 1]!.end <= s.start) stack.pop();
    const parent = stack[stack.length - 1];
    self.set(s, clip(s));
    if (parent) self.set(parent, (self.get(parent) ?? 0) - clip(s));
    (s as Span & { parents?: Span[] }).parents = [...stack];
    stack.push(s);
  }
  for (const s of inside) {
    const chain = [...((s as Span & { parents?: Span[] }).parents ?? []), s].reverse();
    let bucket = 'other (task overhead)';
    for (const c of chain) {
      const hit = BUCKETS.find(([re]) => re.test(c.name));
      if (hit) {
        bucket = hit[1];
        break;
      }
    }
    const ms = Math.max(0, self.get(s) ?? 0) / 1000;
    out[bucket] = (out[bucket] ?? 0) + ms;
    if (bucket === 'other task JS' || bucket === 'timers') {
      const label = chain.find((c) => c.label)?.label ?? s.name;
      labels.set(label, (labels.get(label) ?? 0) + ms);
    }
  }
  return out;
}

/** The per-edit breakdown of a trace, as printable lines: slowest tenth vs the median tenth. */
export function editBreakdown(trace: { traceEvents: TraceEvent[] } | TraceEvent[]): {
  text: string;
  /** The slowest tenth's (BENCH_TRACE=all: every edit's) measured windows, [from, to] in the trace's µs (the profiler's clock). */
  slowWindows: [number, number][];
} {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const marks = events.filter((e) => e.name.startsWith('edit:'));
  const at = new Map<string, TraceEvent>();
  for (const m of marks) if (!at.has(m.name)) at.set(m.name, m);
  const any = marks[0];
  if (!any) return { text: 'trace: no edit marks found', slowWindows: [] };
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === any.pid && e.args?.name === 'CrRendererMain',
  );
  const spans = spansOf(events, any.pid, main?.tid ?? any.tid);
  const edits: {
    total: number;
    buckets: Record<string, number>;
    labels: Map<string, number>;
    windows: [number, number][];
  }[] = [];
  const slowLabels = new Map<string, number>();
  for (let i = 0; at.has(`edit:end:${i}`); i++) {
    const [key, applied, frame, end] = ['key', 'applied', 'frame', 'end'].map(
      (k) => at.get(`edit:${k}:${i}`)?.ts,
    );
    if (key === undefined || applied === undefined || frame === undefined || end === undefined) continue;
    const mine = new Map<string, number>();
    const buckets: Record<string, number> = {};
    for (const [k, v] of Object.entries(bucketsIn(spans, key, applied, mine))) buckets[`key: ${k}`] = v;
    for (const [k, v] of Object.entries(bucketsIn(spans, frame, end, mine))) buckets[`frame: ${k}`] = v;
    const total = (applied - key + end - frame) / 1000;
    // The measured time no traced event covers: the main thread idle, or blocked where the trace's
    // categories see nothing (BENCH_TRACE_CC names the commit's wait).
    buckets['untraced'] = Math.max(0, total - Object.values(buckets).reduce((t, v) => t + v, 0));
    const windows: [number, number][] = [
      [key, applied],
      [frame, end],
    ];
    edits.push({ total, buckets, labels: mine, windows });
  }
  const sorted = [...edits].sort((x, y) => x.total - y.total);
  const n = Math.max(1, Math.round(sorted.length / 10));
  const slow = sorted.slice(-n);
  const mid = sorted.slice(Math.floor(sorted.length / 2 - n / 2), Math.floor(sorted.length / 2 - n / 2) + n);
  const midLabels = new Map<string, number>();
  for (const e of slow) for (const [k, v] of e.labels) slowLabels.set(k, (slowLabels.get(k) ?? 0) + v);
  for (const e of mid) for (const [k, v] of e.labels) midLabels.set(k, (midLabels.get(k) ?? 0) + v);
  const avg = (group: typeof edits) => {
    const sum: Record<string, number> = {};
    for (const e of group)
      for (const [k, v] of Object.entries(e.buckets)) sum[k] = (sum[k] ?? 0) + v / group.length;
    return sum;
  };
  const s = avg(slow);
  const m = avg(mid);
  const names = [...new Set([...Object.keys(s), ...Object.keys(m)])].sort(
    (x, y) => (s[y] ?? 0) - (s[x] ?? 0),
  );
  const mean = (g: typeof edits) => g.reduce((t, e) => t + e.total, 0) / g.length;
  const lines = [
    `trace: ${edits.length} edits; slowest ${n} (mean ${mean(slow).toFixed(2)} ms) vs median ${n} (mean ${mean(mid).toFixed(2)} ms)`,
    ...names.map(
      (k) =>
        `  ${k.padEnd(30)} slow ${(s[k] ?? 0).toFixed(2).padStart(6)} ms   median ${(m[k] ?? 0).toFixed(2).padStart(6)} ms`,
    ),
    '  JS tasks by their entry function, ms per edit (slow | median):',
    ...[...slowLabels]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 8)
      .map(
        ([k, v]) =>
          `    ${(v / n).toFixed(2).padStart(6)} | ${((midLabels.get(k) ?? 0) / n).toFixed(2).padStart(6)}  ${k}`,
      ),
    '  slowest edits, each: total = buckets',
    ...slow.map(
      (e) =>
        `    ${e.total.toFixed(2)} = ${Object.entries(e.buckets)
          .filter(([, v]) => v >= 0.1)
          .sort((x, y) => y[1] - x[1])
          .map(([k, v]) => `${k} ${v.toFixed(2)}`)
          .join(', ')}`,
    ),
  ];
  const all = process.env.BENCH_TRACE === 'all';
  return { text: lines.join('\n'), slowWindows: (all ? edits : slow).flatMap((e) => e.windows) };
}
